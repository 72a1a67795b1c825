from runtime.text.player import main

raise SystemExit(main())
