package tv

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type laneFn struct {
	t semantics.Type
	f func(a, b uint64) uint64
}

func (g laneFn) Name() string         { return "go" }
func (g laneFn) Arity() int           { return 2 }
func (g laneFn) Type() semantics.Type { return g.t }
func (g laneFn) Run(in [][]uint64, out []uint64) error {
	for i := range out {
		out[i] = g.f(in[0][i], in[1][i])
	}
	return nil
}

// TestRowsParts: the first chunks of the exhaustive sweep (rows run in
// parts of rowPart pairs) give the count and the witnesses of whole rows
// checked with CheckRow16 and kept row by row, lane 0's before lane 1's,
// for a scalar and a packed function. TestValidateExhaustiveParts (-long)
// compares whole sweeps.
func TestRowsParts(t *testing.T) {
	m := semantics.MustLookup("ieee754-2019:maximumNumber")
	good, err := semantics.MustLookup("ptx:max.NaN.f16").Func(semantics.F16)
	require.NoError(t, err)
	fs := []laneFn{
		// sparse violations: one per 4096 b, in every part of a row
		{semantics.F16, func(a, b uint64) uint64 {
			if b&0xfff == 0x123 {
				return 0x7e01
			}
			r, _ := good(a, b, 0)
			return r
		}},
		{semantics.F16, func(a, b uint64) uint64 { return 0 }},
		{semantics.F16x2, func(a, b uint64) uint64 { return b&^0xffff | 0x7e00 }},
	}
	const chunks = 3
	for _, f := range fs {
		lanes := 1
		if f.t.IsPacked() {
			lanes = 2
		}
		for _, keep := range []int{5, 300} {
			v := &validator{f: f, m: m, lane: semantics.F16, lanes: lanes, arity: 2, keep: keep}
			b := &buf{}
			for k := range chunks {
				require.NoError(t, v.rows(k, b))
			}
			// the reference, row by row
			var bad uint64
			var want []Witness
			got := make([]uint64, 1<<16)
			for k := range chunks {
				var chunk []Witness
				for a := uint64(k * rowsPerChunk); a < uint64((k+1)*rowsPerChunk); a++ {
					for j := range lanes {
						ra := rowOf(a, j)
						for y := range got {
							x, yy := ra, uint64(y)
							if lanes == 2 {
								x, yy = a|perm16(a)<<16, uint64(y)|uint64(y)<<16
							}
							got[y] = f.f(x, yy) >> (16 * j)
							if lanes == 2 {
								got[y] &= 0xffff
							}
						}
						n, first := m.CheckRow16(semantics.F16, uint16(ra), got)
						bad += n
						for y := first; n > 0 && y < 1<<16 && len(chunk) < keep; y++ {
							r, _ := m.Eval(semantics.F16, ra, uint64(y), 0)
							if !r.Allows(semantics.F16, got[y]) {
								chunk = append(chunk, Witness{Lane: j, In: []uint64{ra, uint64(y)}, Got: got[y], Allowed: r, idx: a<<16 | uint64(y)})
							}
						}
					}
				}
				want = append(want, chunk...)
			}
			sortWitnesses(want)
			want = want[:min(keep, len(want))]
			require.NotZero(t, bad)
			assert.Equal(t, bad, v.bad.Load(), "%s keep %d", f.t, keep)
			assert.Equal(t, uint64(chunks*rowsPerChunk*lanes)<<16, v.pairs.Load())
			assert.Equal(t, want, v.wit, "%s keep %d", f.t, keep)
		}
	}
}
