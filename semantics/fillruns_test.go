package semantics

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFillRuns16: FillRuns16 writes, for every second input y+i, what the
// model's row table (Row16) holds for it, or'ed and masked, in 32- and
// 64-bit destinations, for windows that start and end inside runs, span
// many runs and reach 65535.
func TestFillRuns16(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	row := make([]uint16, 1<<16)
	tried := 0
	for k, m := range Models() {
		if k%7 != 0 { // a spread of the registry: every seventh model
			continue
		}
		for _, typ := range []Type{F16, BF16} {
			if _, ok := m.Runs16(typ, 0, nil); ok {
				tried++
				fillCase(t, rng, m, typ, row)
			}
		}
	}
	require.Greater(t, tried, 10, "models with runs tried")
	t.Logf("%d model/type pairs", tried)
}

func fillCase(t *testing.T, rng *rand.Rand, m *Model, typ Type, row []uint16) {
	c := struct {
		model string
		t     Type
	}{m.Name(), typ}
	{
		for _, a := range []uint16{0, 0x8000, 0x3c00, 0x7c00, 0x7e01, 0xfd00, uint16(rng.Uint32())} {
			runs, ok := m.Runs16(c.t, a, nil)
			require.True(t, ok, "%s has runs", c.model)
			require.True(t, m.Row16(c.t, a, row))
			for _, w := range [][2]uint32{{0, 1 << 16}, {0xfff0, 16}, {0x7bff, 3}, {0x7c00, 0x400}, {1, 0}, {rng.Uint32N(1 << 16), 0}} {
				y, n := w[0], w[1]
				if n == 0 {
					n = rng.Uint32N(1<<16-y) + 1
				}
				or32, or64 := uint32(0x10000)*rng.Uint32N(2), uint64(rng.Uint32())<<16
				mask64 := uint64(0xffff) | uint64(rng.Uint32())<<32
				d32 := make([]uint32, n)
				d64 := make([]uint64, n)
				FillRuns16(d32, runs, y, or32, ^uint32(0))
				FillRuns16(d64, runs, y, or64, mask64)
				for i := range n {
					r := row[y+i]
					if d32[i] != uint32(r)|or32 || d64[i] != (uint64(r)|or64)&mask64 {
						require.Equal(t, uint32(r)|or32, d32[i], "%s %s a=%#x b=%#x (32-bit)", c.model, c.t, a, y+i)
						require.Equal(t, (uint64(r)|or64)&mask64, d64[i], "%s %s a=%#x b=%#x (64-bit)", c.model, c.t, a, y+i)
					}
				}
			}
		}
	}
}
