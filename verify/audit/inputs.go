package audit

import (
	"math/rand/v2"

	"github.com/lowerc/lowerc/semantics"
)

// DefaultRandom is the number of random tuples after the grid.
const DefaultRandom = 100_000

// DefaultSeed is the seed of the random tuples (that of semantics.Compare).
const DefaultSeed = semantics.DefaultSeed

// Inputs returns the input tuples for code of type t and arity n:
// in[k][i] is input k of tuple i. The grid of the lane type in all n-tuples
// comes first (for a packed type once with lane 0 over the grid tuples and
// lane 1 rotated, once the other way round), then random tuples.
func Inputs(t semantics.Type, n, random int, seed uint64) [][]uint64 {
	lt := t.Lane()
	g := semantics.Grid(lt)
	lanes := t.Lanes()
	w := uint(lt.Bits())
	in := make([][]uint64, n)
	add := func(tup []uint64) {
		for k := range in {
			in[k] = append(in[k], tup[k])
		}
	}
	// Grid tuples by index.
	var idx [][]int
	var rec func(cur []int)
	rec = func(cur []int) {
		if len(cur) == n {
			idx = append(idx, append([]int(nil), cur...))
			return
		}
		for i := range g {
			rec(append(cur, i))
		}
	}
	rec(nil)
	for pass := 0; pass < lanes; pass++ {
		for _, ix := range idx {
			tup := make([]uint64, n)
			for k := range tup {
				for l := 0; l < lanes; l++ {
					j := ix[k]
					if l != pass {
						j = (j + 7*(k+1) + 3*l) % len(g)
					}
					tup[k] |= g[j] << (uint(l) * w)
				}
			}
			add(tup)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x61756469))
	for i := 0; i < random; i++ {
		tup := make([]uint64, n)
		for k := range tup {
			for l := 0; l < lanes; l++ {
				tup[k] |= randomValue(rng, lt, g) << (uint(l) * w)
			}
		}
		add(tup)
	}
	return in
}

// randomValue draws a bit pattern of float type t biased towards the
// interesting classes: grid values, NaNs with random payloads, subnormals,
// zeros, then any bits.
func randomValue(rng *rand.Rand, t semantics.Type, g []uint64) uint64 {
	bits := uint(t.Bits())
	mask := t.Mask()
	mant := uint(t.FracBits())
	sign := rng.Uint64() & 1 << (bits - 1)
	m := rng.Uint64() & (1<<mant - 1)
	exp := mask &^ (1 << (bits - 1)) &^ (1<<mant - 1)
	switch sel := rng.IntN(16); {
	case sel < 4:
		return g[rng.IntN(len(g))]
	case sel < 6: // NaN
		if m == 0 {
			m = 1
		}
		return sign | exp | m
	case sel < 8: // subnormal
		if m == 0 {
			m = 1
		}
		return sign | m
	case sel < 9:
		return sign
	}
	return rng.Uint64() & mask
}
