package tilerun

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
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

// randRuns is a row of runs covering 0 … 65535: about k runs of random
// bounds, masks and ors.
func randRuns(r *rand.Rand, k int) []semantics.Run16 {
	masks := []uint16{0, 0, 0xffff, 0x7fff, 0x03ff, 0xfdff}
	var runs []semantics.Run16
	for lo := uint32(0); lo < 1<<16; {
		hi := min(1<<16, lo+1+uint32(r.IntN(2*(1<<16)/k)))
		runs = append(runs, semantics.Run16{Lo: lo, Hi: hi, Mask: masks[r.IntN(len(masks))], Or: uint16(r.Uint32())})
		lo = hi
	}
	return runs
}

// resplit is runs split at random points, some pieces given another
// mask or or (differences), some another mask that gives the same values
// where the piece's inputs have its top bit clear.
func resplit(r *rand.Rand, runs []semantics.Run16) []semantics.Run16 {
	var out []semantics.Run16
	for _, q := range runs {
		for lo := q.Lo; lo < q.Hi; {
			hi := min(q.Hi, lo+1+uint32(r.IntN(int(q.Hi-q.Lo))))
			p := semantics.Run16{Lo: lo, Hi: hi, Mask: q.Mask, Or: q.Or}
			switch r.IntN(8) {
			case 0:
				p.Or ^= 1 << r.IntN(16)
			case 1:
				p.Mask ^= 1 << r.IntN(16)
			case 2:
				if hi <= 0x8000 && p.Mask == 0xffff {
					p.Mask = 0x7fff // the same values, another mask
				}
			}
			out = append(out, p)
			lo = hi
		}
	}
	return out
}

// TestTallyRuns: tallyRuns on two sides' results given as runs counts and
// witnesses exactly what tallyDiffs gives for the same runs written out,
// for parts anywhere in a row, runs that agree, differ in places, or
// differ everywhere, ors and masks on the whole column (bits above the
// type masked away).
func TestTallyRuns(t *testing.T) {
	classTab := make([]semantics.Class, 1<<16)
	for i := range classTab {
		classTab[i] = semantics.Classify(semantics.F16, uint64(i))
	}
	r := rand.New(rand.NewPCG(3, 4))
	const m = 0xffff
	for trial := range 60 {
		k := []int{1, 3, 20, 200, 2000}[trial%5]
		ra := randRuns(r, k)
		rb := resplit(r, ra)
		if trial%7 == 0 {
			rb = randRuns(r, k) // unrelated
		}
		if trial%11 == 0 {
			rb = append([]semantics.Run16(nil), ra...) // the same
		}
		n := []int{16384, 1, 1000, 4097, 1 << 16}[trial%5]
		lo := r.IntN(1<<16 - n + 1)
		a := tv.Runs{Runs: ra, Y: uint32(lo), Mask: m}
		b := tv.Runs{Runs: rb, Y: uint32(lo), Mask: ^uint64(0), Or: uint64(r.IntN(2)) << 16}
		switch trial % 3 {
		case 0:
			b.Or |= 1 << r.IntN(16)
		case 1:
			a.Or = 1 << r.IntN(16)
		}
		two, row := trial%2 == 0, uint64(r.IntN(1<<16))
		va, vb := make([]uint64, n), make([]uint64, n)
		a.Fill(va, 0)
		b.Fill(vb, 0)
		want := &accumulator{t: semantics.F16, inT: semantics.F16}
		tallyDiffs(want, classTab, two, va, vb, m, make([]uint64, 2), row, lo)
		got := &accumulator{t: semantics.F16, inT: semantics.F16}
		tallyRuns(got, classTab, two, &a, &b, make([]uint64, n), make([]uint64, n), m, make([]uint64, 2), row, lo)
		var diffs uint64
		for g := range want.groups {
			diffs += want.groups[g].bit
			require.Equal(t, want.groups[g], got.groups[g], "trial %d (%d runs, %d pairs from %d), group %d", trial, k, n, lo, g)
		}
		t.Logf("trial %d: %d runs against %d, %d pairs from %d: %d differ", trial, len(ra), len(rb), n, lo, diffs)
	}
}
