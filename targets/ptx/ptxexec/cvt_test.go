package ptxexec

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

var bigModes = map[rounding]big.RoundingMode{rn: big.ToNearestEven, rz: big.ToZero, rm: big.ToNegativeInf, rp: big.ToPositiveInf}

// TestCvtAgainstBig: narrowing conversions round as math/big rounds to a
// precision (an outside implementation of IEEE rounding): f64 → f32 for
// every mode on random values, subnormal results included (at the
// precision the subnormal range leaves); f32 → f16 and bf16 for values
// whose result is normal (11 and 8 significant bits).
func TestCvtAgainstBig(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 40000; i++ {
		var x uint64
		switch i % 4 {
		case 0:
			x = r.Uint64()
		case 1: // near the f32 subnormal range
			x = uint64(0x36a0000000000000+r.Uint64()%0x0100000000000000) | r.Uint64()&(1<<63)
		case 2: // near f32 overflow
			x = uint64(0x47e0000000000000+r.Uint64()%0x0020000000000000) | r.Uint64()&(1<<63)
		default:
			x = math.Float64bits(r.NormFloat64())
		}
		v := math.Float64frombits(x)
		if math.IsNaN(v) {
			continue
		}
		// big rounds to a precision, not into a format: the precision of
		// an f32 result is 24 bits, less in the subnormal range.
		prec := 24
		if _, e := math.Frexp(v); e-1 < -126 {
			prec = 150 + e - 1
		}
		if v == 0 || prec < 1 {
			continue
		}
		for mode, bm := range bigModes {
			f := new(big.Float).SetMode(bm).SetPrec(uint(prec)).SetFloat64(v)
			want, _ := f.Float32() // exact: f holds an f32 value (or overflows to ±inf in big's Float32 only for nearest)
			got := cvtFloat(fF64, fF32, x, mode, false, false, false)
			if w, _ := f.Float64(); math.Abs(w) > math.MaxFloat32 {
				continue // overflow: checked in TestCvtSpecials
			}
			require.Equal(t, math.Float32bits(want), uint32(got), "cvt %v f32.f64 of %#x (%g)", mode, x, v)
		}
	}
	for i := 0; i < 40000; i++ {
		x := r.Uint32()
		v := math.Float32frombits(x)
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			continue
		}
		for _, g := range []*ffmt{fF16, fBF16} {
			prec := uint(g.mant + 1)
			for mode, bm := range bigModes {
				f := new(big.Float).SetMode(bm).SetPrec(prec).SetFloat64(float64(v))
				w, _ := f.Float64()
				// Keep results in g's normal range (exponents 1-bias … bias).
				if w == 0 || math.Abs(w) < math.Ldexp(1, 1-g.bias) || math.Abs(w) >= math.Ldexp(2, g.bias) {
					continue
				}
				got := cvtFloat(fF32, g, uint64(x), mode, false, false, false)
				require.Equal(t, w, g.float64(got), "cvt %v to %d-bit of %#x (%g)", mode, g.bits, x, v)
			}
		}
	}
}

// TestCvtSpecials: widening is exact (f16 → f32 on every pattern against
// the f16 table's independent decoding), zeros and infinities keep their
// sign, .ftz flushes f32 subnormals, .sat clamps, a NaN becomes the
// destination's canonical NaN.
func TestCvtSpecials(t *testing.T) {
	for x := uint64(0); x < 1<<16; x++ {
		got := cvtFloat(fF16, fF32, x, rn, false, false, false)
		if fF16.isNaN(x) {
			require.Equal(t, uint64(0x7fffffff), got)
			continue
		}
		require.Equal(t, fF16.slowFloat64(x), float64(math.Float32frombits(uint32(got))), "f16 %#x", x)
	}
	require.Equal(t, uint64(0x8000), cvtFloat(fF32, fF16, 0x80000000, rn, false, false, false))
	require.Equal(t, uint64(0xfc00), cvtFloat(fF32, fF16, 0xff800000, rz, false, false, false))
	require.Equal(t, uint64(0x7c00), cvtFloat(fF32, fF16, 0x7f7fffff, rn, false, false, false)) // overflow → inf
	require.Equal(t, uint64(0x7bff), cvtFloat(fF32, fF16, 0x7f7fffff, rz, false, false, false)) // → max finite
	require.Equal(t, uint64(0x80000000), cvtFloat(fF32, fF32, 0x80000001, rn, true, true, false))
	require.Equal(t, uint64(0x3c00), cvtFloat(fF32, fF16, 0x40000000, rn, false, false, true)) // 2.0 saturates to 1.0
	require.Equal(t, uint64(0), cvtFloat(fF32, fF16, 0xbf800000, rn, false, false, true))      // −1 → +0
	require.Equal(t, uint64(0x7fff), cvtFloat(fF32, fBF16, 0x7f800001, rn, false, false, false))
}
