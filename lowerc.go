// Package lowerc holds what the whole project shares: the bundled example.
// The packages that do the work are ir, verify, semantics and targets/...; the
// command is cmd/lowerc.
package lowerc

import _ "embed"

// Maximum3Tile is testdata/examples/maximum3.tile, the seed example that
// "lowerc demo" runs.
//
//go:embed testdata/examples/maximum3.tile
var Maximum3Tile string

// Maximum3File is the name the example is reported under.
const Maximum3File = "testdata/examples/maximum3.tile"
