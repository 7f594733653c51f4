// The replay page's stepping: buttons and keys (arrows, Home, End) show one step at a
// time; the page opens at the step the server chose (a fault's, or the first).
"use strict";
(function () {
  const main = document.getElementById("steps");
  const steps = Array.from(main.querySelectorAll("section.step"));
  const counter = document.getElementById("counter");
  const template = counter.dataset.template;
  const numbers = new Intl.NumberFormat(document.documentElement.lang);
  const buttons = {
    first: document.getElementById("first"),
    back: document.getElementById("back"),
    next: document.getElementById("next"),
    last: document.getElementById("last"),
  };
  let at = 0;

  function show(index) {
    at = Math.max(0, Math.min(steps.length - 1, index));
    steps.forEach((step, i) => { step.hidden = i !== at; });
    counter.textContent = template
      .replace("{n}", numbers.format(at + 1))
      .replace("{total}", numbers.format(steps.length));
    buttons.first.disabled = buttons.back.disabled = at === 0;
    buttons.next.disabled = buttons.last.disabled = at === steps.length - 1;
    main.dataset.at = String(at);
  }

  buttons.first.addEventListener("click", () => show(0));
  buttons.back.addEventListener("click", () => show(at - 1));
  buttons.next.addEventListener("click", () => show(at + 1));
  buttons.last.addEventListener("click", () => show(steps.length - 1));
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  show(Number(main.dataset.start || 0));
})();
