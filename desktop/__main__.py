from desktop.cli import main

raise SystemExit(main())
