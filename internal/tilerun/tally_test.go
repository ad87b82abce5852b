package tilerun

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/lowerc/lowerc/semantics"
)

// TestTallyDiffs: the per-group bitwise and value counts and the first
// witness of each group that tallyDiffs gives for a part of a row equal
// a pair-by-pair count, for parts with no, sparse, clustered and dense
// differences, of lengths that are and are not multiples of eight, and
// results with bits above the type (masked away).
func TestTallyDiffs(t *testing.T) {
	classTab := make([]semantics.Class, 1<<16)
	for i := range classTab {
		classTab[i] = semantics.Classify(semantics.F16, uint64(i))
	}
	r := rand.New(rand.NewPCG(1, 2))
	const m = 0xffff
	for _, c := range []struct {
		name string
		n    int
		diff func(j int) bool
	}{
		{"none", 4096, func(int) bool { return false }},
		{"sparse", 4096, func(int) bool { return r.IntN(97) == 0 }},
		{"every ninth", 4093, func(j int) bool { return j%9 == 8 }},
		{"clusters", 4096, func(j int) bool { return j/37%5 == 0 }},
		{"dense", 1001, func(int) bool { return r.IntN(2) == 0 }},
	} {
		for _, two := range []bool{false, true} {
			row, lo := uint64(0x3c00), 8192
			ra, rb := make([]uint64, c.n), make([]uint64, c.n)
			for j := range ra {
				ra[j] = uint64(r.Uint32()) & m
				rb[j] = ra[j] | 1<<20 // stray bits: no difference
				if c.diff(j) {
					rb[j] = (ra[j] + 1 + uint64(r.IntN(3))*0x7c00) & m
				}
			}
			got := &accumulator{t: semantics.F16, inT: semantics.F16}
			tallyDiffs(got, classTab, two, ra, rb, m, make([]uint64, 2), row, lo)
			want := &accumulator{t: semantics.F16, inT: semantics.F16}
			for j := range ra {
				x, y := ra[j]&m, rb[j]&m
				if x == y {
					continue
				}
				cb := classTab[lo+j]
				c1 := cb
				idx := uint64(lo + j)
				if two {
					c1, idx = classTab[row], row<<16|uint64(lo+j)
				}
				g := &want.groups[int(c1)*16+int(cb)]
				g.bit++
				if !(isNaN(semantics.F16, x) && isNaN(semantics.F16, y)) {
					g.val++
				}
				if g.w == nil {
					g.widx, g.w = idx, &semantics.Witness{}
				}
			}
			for k := range want.groups {
				w, g := &want.groups[k], &got.groups[k]
				assert.Equal(t, [2]uint64{w.bit, w.val}, [2]uint64{g.bit, g.val}, "%s (two %v) group %d", c.name, two, k)
				assert.Equal(t, w.w != nil, g.w != nil, "%s (two %v) group %d witness", c.name, two, k)
				if w.w != nil && g.w != nil {
					assert.Equal(t, w.widx, g.widx, "%s (two %v) group %d: the first witness", c.name, two, k)
				}
			}
		}
	}
}
