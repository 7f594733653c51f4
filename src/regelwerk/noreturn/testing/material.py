"""Random material for property tests: built positions and candidate actions, legal or not."""

from __future__ import annotations

import random

from regelwerk.noreturn import (
    TILESET,
    Action,
    Clear,
    Colour,
    Exchange,
    Options,
    Pass,
    Phase,
    Play,
    SetAside,
    State,
    Tile,
)


def random_position(rng: random.Random, players: int | None = None) -> State:
    """A random position in play built with :meth:`State.build`: hands of 0 to 8 tiles,
    descending rows, piles, phases, a bag (possibly empty) and either payment rule."""
    players = players or rng.randint(2, 4)
    pool = list(TILESET)
    rng.shuffle(pool)

    def take(n: int, colour: Colour | None = None) -> list[Tile]:
        out: list[Tile] = []
        for tile in list(pool):
            if len(out) == n:
                break
            if colour is None or tile.colour is colour:
                pool.remove(tile)
                out.append(tile)
        return out

    hands, rows, piles, phases = [], [], [], []
    for _ in range(players):
        size = rng.choice([0, 1, 3, 5, 8, 8, 8, 8])
        favourite = rng.choice(list(Colour))
        hand = take(size // 2, favourite) if rng.random() < 0.5 else []
        hands.append(hand + take(size - len(hand)))
        row: list[Tile] = []
        for colour in rng.sample(list(Colour), rng.randint(0, 4)):
            row += take(rng.randint(1, 3), colour)
        rows.append(row)
        piles.append(take(rng.randint(0, 4)))
        phases.append(rng.choice([Phase.ONE, Phase.TWO]))
    bag = take(rng.choice([0, 1, 2, 5, 30]))
    return State.build(
        hands,
        rows=rows,
        piles=piles,
        phases=phases,
        bag=bag,
        to_act=rng.randrange(players),
        turn=rng.randint(0, 40),
        options=Options(minimal_payment=rng.random() < 0.4),
    )


def random_candidate(rng: random.Random, state: State) -> Action:
    """A random action, legal or not: tiles from the hand, the rows and anywhere."""
    seat = state.seats[state.to_act if state.to_act is not None else 0]
    hand = list(seat.hand)
    row_tiles = [tile for row in seat.rows for tile in row]

    def some(source: list[Tile], most: int) -> tuple[Tile, ...]:
        picked = rng.sample(source, rng.randint(0, min(most, len(source))))
        if rng.random() < 0.15:
            picked.append(rng.choice(TILESET))
        if rng.random() < 0.4 and picked:  # keep one colour, as legal actions do
            colour = picked[0].colour
            picked = [tile for tile in picked if tile.colour is colour]
        return tuple(picked)

    def lowest() -> tuple[Tile, ...]:
        rows = [row for row in seat.rows if row]
        if not rows or rng.random() < 0.2:
            return some(row_tiles, 3)
        row = rng.choice(rows)
        return row[len(row) - rng.randint(1, len(row)) :]

    phase2 = rng.random() < 0.3
    kind = rng.randrange(6)
    if kind == 0:
        return Exchange(some(hand, 6), phase2)
    if kind == 1:
        return Play(some(hand, 4), phase2)
    if kind == 2:
        return Clear(lowest(), some(hand, 5), phase2)
    if kind == 3 and hand:  # a payment in one colour, the likeliest to be legal
        colour = rng.choice(hand).colour
        same = [tile for tile in hand if tile.colour is colour]
        pay = tuple(rng.sample(same, rng.randint(1, len(same))))
        return Clear(lowest(), pay, seat.phase is Phase.ONE or phase2)
    if kind == 4:
        return Pass(phase2 and rng.random() < 0.5)
    return SetAside(some(hand, 8))
