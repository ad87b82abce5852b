package tv

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
)

// TestRandSrcEqualsRandomValue: the sampled sweep's precomputed generator
// draws exactly randomValue's sequence (the reports' inputs depend on it).
func TestRandSrcEqualsRandomValue(t *testing.T) {
	for _, ty := range []semantics.Type{semantics.F16, semantics.BF16, semantics.F32, semantics.F64, semantics.S16, semantics.S32, semantics.U32} {
		t.Run(ty.String(), func(t *testing.T) {
			grid := semantics.Grid(ty)
			s := newRandSrc(ty, grid)
			r1 := splitmix{state: 0x1234 ^ uint64(ty)}
			r2 := r1
			for i := range 100000 {
				want := randomValue(ty, grid, &r1)
				require.Equal(t, want, s.value(&r2), "draw %d", i)
			}
		})
	}
}

// randomValue is the generator the sampled sweep used before randSrc, kept
// as the reference for its stream. It draws a value of type t: for floats about 1/4 NaN (quiet and
// signaling, either sign, random payload), 1/8 zero, 3/16 subnormal, 1/8
// infinity, 1/16 grid values, the rest any bits; integers lean towards
// zero, small values and the extremes.
func randomValue(t semantics.Type, grid []uint64, r *splitmix) uint64 {
	x := r.next()
	w := uint(t.Bits())
	all := t.Mask()
	v := r.next() & all
	sel := x >> 60
	if !t.IsFloat() {
		switch {
		case sel < 2:
			return 0
		case sel < 4:
			return v % 5
		case sel < 6:
			return all &^ (v % 5)
		case sel < 8:
			return v ^ 1<<(w-1)
		}
		return v
	}
	mant := uint(t.FracBits())
	sign := (x >> 59 & 1) << (w - 1)
	expMask := (all >> 1) &^ (uint64(1)<<mant - 1)
	quiet := uint64(1) << (mant - 1)
	m := v & (uint64(1)<<mant - 1)
	switch {
	case sel < 2:
		return sign | expMask | quiet | m
	case sel < 4:
		m &^= quiet
		if m == 0 {
			m = 1
		}
		return sign | expMask | m
	case sel < 6:
		return sign
	case sel < 9:
		if m == 0 {
			m = 1
		}
		return sign | m
	case sel < 11:
		return sign | expMask
	case sel < 12:
		return grid[int(m%uint64(len(grid)))]
	}
	return v
}
