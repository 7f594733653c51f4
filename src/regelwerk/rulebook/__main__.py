"""``python -m regelwerk.rulebook``: build every rulebook (see :func:`.build.main`)."""

import sys

from regelwerk.rulebook.build import main

sys.exit(main())
