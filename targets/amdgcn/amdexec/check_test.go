package amdexec

import (
	"fmt"
	"math/rand/v2"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// The tests' own refinement check (the validation engine of package tv is
// built elsewhere): every result of f must be one md allows, per lane for
// packed types.

// tuples returns the class grid of t crossed arity times, plus nrand
// random tuples from a fixed seed.
func tuples(t semantics.Type, arity, nrand int, seed uint64) [][]uint64 {
	grid := semantics.Grid(t.Lane())
	if t.IsPacked() {
		// Packed: pair grid values into containers.
		var g2 []uint64
		for i, a := range grid {
			g2 = append(g2, a|grid[(i*7+3)%len(grid)]<<16)
		}
		grid = g2
	}
	in := make([][]uint64, arity)
	var rec func(k int, cur []uint64)
	rec = func(k int, cur []uint64) {
		if k == arity {
			for j := range in {
				in[j] = append(in[j], cur[j])
			}
			return
		}
		for _, x := range grid {
			rec(k+1, append(cur, x))
		}
	}
	rec(0, nil)
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; i < nrand; i++ {
		for j := range in {
			x := r.Uint64() & t.Mask()
			if r.IntN(4) == 0 { // bias to the grid's classes
				x = grid[r.IntN(len(grid))] ^ r.Uint64()&3
			}
			in[j] = append(in[j], x&t.Mask())
		}
	}
	return in
}

type verdict struct {
	tried, violations int
	first             string
}

// refine runs f on in and counts the tuples whose result md does not allow.
func refine(f tv.Func, md *semantics.Model, in [][]uint64) (verdict, error) {
	n := len(in[0])
	out := make([]uint64, n)
	if err := f.Run(in, out); err != nil {
		return verdict{}, err
	}
	t := f.Type()
	lane := t.Lane()
	lanes := t.Lanes()
	w := uint(lane.Bits())
	var v verdict
	for i := 0; i < n; i++ {
		v.tried++
		for ln := 0; ln < lanes; ln++ {
			var x [3]uint64
			for k := range in {
				x[k] = in[k][i] >> (w * uint(ln)) & lane.Mask()
			}
			got := out[i] >> (w * uint(ln)) & lane.Mask()
			r, err := md.Eval(lane, x[0], x[1], x[2])
			if err != nil {
				return v, err
			}
			if !r.Allows(lane, got) {
				v.violations++
				if v.first == "" {
					v.first = fmt.Sprintf("%s: inputs %#x lane %d: got %#x, %s allows %s", f.Name(), x[:len(in)], ln, got, md.Name(), r.String(lane))
				}
				break
			}
		}
	}
	return v, nil
}
