from tether.cli import main

main()
