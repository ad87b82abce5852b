package tv_test

import (
	"flag"
	"sort"
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "run the exhaustive sweeps (minutes) and compare the declared-latitude builders on every float lane type")

type refWitness struct {
	w   tv.Witness
	idx uint64 // sweep row << 16 | b
}

// refExhaustive is the exhaustive sweep done the plain way, each whole row
// at once (lane 1 of a packed type sees row perm(a)): the count with
// CheckRow16, and the witnesses the sweep keeps: per chunk of 16 rows the
// first keep violations row by row, lane 0's before lane 1's, then the
// first keep of those in sweep order.
func refExhaustive(t *testing.T, f tv.Func, m *semantics.Model, keep int) (uint64, []tv.Witness) {
	lanes := 1
	if f.Type().IsPacked() {
		lanes = 2
	}
	perm := func(a uint64) uint64 { return (a*0x9e37 + 0x1234) & 0xffff }
	x, y, out, got := make([]uint64, 1<<16), make([]uint64, 1<<16), make([]uint64, 1<<16), make([]uint64, 1<<16)
	var bad uint64
	var all []refWitness
	var chunk []refWitness
	for a := uint64(0); a < 1<<16; a++ {
		for i := range x {
			x[i], y[i] = a, uint64(i)
			if lanes == 2 {
				x[i] |= perm(a) << 16
				y[i] |= uint64(i) << 16
			}
		}
		require.NoError(t, f.Run([][]uint64{x, y}, out))
		for j := 0; j < lanes; j++ {
			ra := a
			if j == 1 {
				ra = perm(a)
			}
			for i := range got {
				got[i] = out[i]
				if lanes == 2 {
					got[i] = out[i] >> (16 * j) & 0xffff
				}
			}
			n, first := m.CheckRow16(semantics.F16, uint16(ra), got)
			bad += n
			for i := first; n > 0 && i < 1<<16 && len(all) < keep && len(chunk) < keep; i++ {
				r, err := m.Eval(semantics.F16, ra, uint64(i), 0)
				require.NoError(t, err)
				if !r.Allows(semantics.F16, got[i]) {
					chunk = append(chunk, refWitness{tv.Witness{Lane: j, In: []uint64{ra, uint64(i)}, Got: got[i], Allowed: r}, a<<16 | uint64(i)})
				}
			}
		}
		if a%16 == 15 {
			all = append(all, chunk...)
			chunk = chunk[:0]
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].idx != all[j].idx {
			return all[i].idx < all[j].idx
		}
		return all[i].w.Lane < all[j].w.Lane
	})
	var ws []tv.Witness
	for _, r := range all[:min(keep, len(all))] {
		ws = append(ws, r.w)
	}
	return bad, ws
}

// TestValidateExhaustiveParts (-long): the exhaustive sweep, which runs
// code on parts of rows, gives the plain sweep's count and witnesses, for
// a scalar function and a packed one (lane 0 zero, lane 1 the second
// input), with 1 and 2 workers. Minutes: run with -timeout 30m.
func TestValidateExhaustiveParts(t *testing.T) {
	if !*long {
		t.Skip("the exhaustive sweeps run with -long")
	}
	m := semantics.MustLookup("ieee754-2019:maximumNumber")
	zero := goFunc{t: semantics.F16, arity: 2, f: func(a, b, c uint64) uint64 { return 0 }}
	lane1 := goFunc{t: semantics.F16x2, arity: 2, f: func(a, b, c uint64) uint64 { return b &^ 0xffff }}
	for k, f := range []goFunc{zero, lane1} {
		want, wantWit := refExhaustive(t, f, m, 9)
		require.NotZero(t, want)
		for _, w := range []int{k + 1} { // the workers: 1, then 2
			rep, err := tv.Validate(tv.Case{Func: f, Model: m}, tv.Inputs{Exhaustive: true, Workers: w, Witnesses: 9})
			require.NoError(t, err)
			assert.Equal(t, want, rep.Violations, "%s", f.t)
			require.Len(t, rep.Witnesses, len(wantWit))
			for i := range wantWit {
				assert.Equal(t, wantWit[i].Lane, rep.Witnesses[i].Lane, "%s witness %d", f.t, i)
				assert.Equal(t, wantWit[i].In, rep.Witnesses[i].In, "%s witness %d", f.t, i)
				assert.Equal(t, wantWit[i].Got, rep.Witnesses[i].Got, "%s witness %d", f.t, i)
				assert.Equal(t, wantWit[i].Allowed, rep.Witnesses[i].Allowed, "%s witness %d", f.t, i)
			}
		}
	}
}
