package tilerun

import "flag"

var long = flag.Bool("long", false, "run the full 2^32 sweep")
