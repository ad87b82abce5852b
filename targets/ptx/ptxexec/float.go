package ptxexec

import (
	"math"
	"math/bits"
	"sync/atomic"
)

// A ffmt is a binary floating-point format.
type ffmt struct {
	bits, mant int    // total width, stored significand bits
	bias       int    // exponent bias
	sign, inf  uint64 // sign bit; +inf bits (all exponent bits)
	quiet      uint64 // quiet bit
	canon      uint64 // the NaN cvt writes (see cvtFloat)
}

var (
	fF16  = newFmt(16, 10, 0x7fff)
	fBF16 = newFmt(16, 7, 0x7fff)
	fF32  = newFmt(32, 23, 0x7fffffff)
	fF64  = newFmt(64, 52, 0xfff8000000000000)
)

func newFmt(w, m int, canon uint64) *ffmt {
	e := w - 1 - m
	return &ffmt{bits: w, mant: m, bias: 1<<(e-1) - 1, sign: 1 << (w - 1),
		inf: (1<<e - 1) << m, quiet: 1 << (m - 1), canon: canon}
}

func fmtOf(ty string) *ffmt {
	switch ty {
	case ".f16", ".f16x2":
		return fF16
	case ".bf16", ".bf16x2":
		return fBF16
	case ".f32":
		return fF32
	case ".f64":
		return fF64
	}
	return nil
}

func (f *ffmt) isNaN(x uint64) bool { return x&^f.sign > f.inf }
func (f *ffmt) isSub(x uint64) bool { return x&f.inf == 0 && x&^f.sign != 0 }

// ftz flushes a subnormal to the zero of its sign.
func (f *ffmt) ftz(x uint64) uint64 {
	if f.isSub(x) {
		return x & f.sign
	}
	return x
}

// f16Tab holds every f16 value as a float32 (exact), built on first use
// by f16Table: built at package init it cost every lowerc process, asm and
// disasm included, ≈0.6 ms of start-up.
var f16Tab atomic.Pointer[[1 << 16]float32]

// f16Table returns f16Tab, building it the first time (a race builds it
// twice, with the same contents).
func f16Table() *[1 << 16]float32 {
	if t := f16Tab.Load(); t != nil {
		return t
	}
	return buildF16Table()
}

func buildF16Table() *[1 << 16]float32 {
	t := new([1 << 16]float32)
	for i := range t {
		t[i] = float32(fF16.slowFloat64(uint64(i)))
	}
	f16Tab.Store(t)
	return t
}

// float64 returns the value of x exactly (every format here fits in f64).
func (f *ffmt) float64(x uint64) float64 {
	switch f {
	case fF64:
		return math.Float64frombits(x)
	case fF32:
		return float64(math.Float32frombits(uint32(x)))
	case fBF16:
		return float64(math.Float32frombits(uint32(x) << 16))
	}
	if f == fF16 {
		return float64(f16Table()[x&0xffff])
	}
	return f.slowFloat64(x)
}

func (f *ffmt) slowFloat64(x uint64) float64 {
	sign, m, e, cls := f.decode(x)
	v := 0.0
	switch cls {
	case clsInf:
		v = math.Inf(1)
	case clsNaN:
		v = math.NaN()
	case clsFinite:
		v = math.Ldexp(float64(m), e)
	}
	if sign != 0 {
		v = -v
	}
	return v
}

const (
	clsZero = iota
	clsFinite
	clsInf
	clsNaN
)

// decode splits x into sign, integer significand m and exponent e with
// value m·2^e.
func (f *ffmt) decode(x uint64) (sign uint64, m uint64, e int, cls int) {
	sign = x & f.sign
	mag := x &^ f.sign
	switch {
	case mag == 0:
		return sign, 0, 0, clsZero
	case mag == f.inf:
		return sign, 0, 0, clsInf
	case mag > f.inf:
		return sign, 0, 0, clsNaN
	}
	exp := int(mag >> f.mant)
	m = mag & (1<<f.mant - 1)
	if exp == 0 {
		return sign, m, 1 - f.bias - f.mant, clsFinite
	}
	return sign, m | 1<<f.mant, exp - f.bias - f.mant, clsFinite
}

// Rounding modes of cvt (PTX ISA 9.7.9.21 "cvt": .rn nearest even, .rz
// towards zero, .rm towards −∞, .rp towards +∞).
type rounding uint8

const (
	rn rounding = iota
	rz
	rm
	rp
)

// encode rounds sign·m·2^e (m > 0) to format g by mode.
func (g *ffmt) encode(sign, m uint64, e int, mode rounding) uint64 {
	emin := 1 - g.bias // least normal exponent
	msb := bits.Len64(m) - 1
	E := msb + e // unbiased exponent of the value
	q := E - g.mant
	if q < emin-g.mant {
		q = emin - g.mant // subnormal quantum
	}
	shift := e - q
	var r uint64
	if shift >= 0 {
		r = m << uint(shift) // exact (m has at most mant+1 significant bits here)
	} else {
		rs := uint(-shift)
		var rem, half uint64
		sticky := false
		if rs >= 64 {
			r, sticky = 0, m != 0
			rem, half = 0, 1 // below half
			if sticky {
				rem = 0
			}
		} else {
			r = m >> rs
			rem = m & (1<<rs - 1)
			half = 1 << (rs - 1)
			sticky = rem != 0
		}
		up := false
		switch mode {
		case rn:
			up = rs < 64 && (rem > half || rem == half && r&1 == 1)
		case rm:
			up = sign != 0 && sticky
		case rp:
			up = sign == 0 && sticky
		}
		if up {
			r++
		}
	}
	if r == 0 {
		return sign
	}
	if r>>(g.mant+1) != 0 { // rounding carried into a new bit
		r >>= 1
		q++
	}
	if r < 1<<g.mant { // subnormal
		return sign | r
	}
	biased := q + g.mant + g.bias
	maxExp := int(g.inf >> g.mant)
	if biased >= maxExp {
		maxFinite := g.inf - 1
		switch {
		case mode == rn,
			mode == rp && sign == 0,
			mode == rm && sign != 0:
			return sign | g.inf
		}
		return sign | maxFinite
	}
	return sign | uint64(biased)<<g.mant | r&(1<<g.mant-1)
}

// cvtFloat converts x from format f to g (PTX ISA "cvt", floating-point to
// floating-point): widening is exact; narrowing rounds by mode. ftzIn and
// ftzOut flush subnormal inputs and results to sign-preserving zero (.ftz,
// which PTX applies to .f32 operands); sat clamps to [0, 1] with NaN → +0
// (.sat). A NaN input gives g's canonical NaN (all significand bits set,
// positive: CUDA's canonical NaN for f16/bf16/f32, PTX ISA §8.7.3.1); the
// PTX ISA does not say which NaN cvt writes, and no GPU ran it here.
func cvtFloat(f, g *ffmt, x uint64, mode rounding, ftzIn, ftzOut, sat bool) uint64 {
	if ftzIn {
		x = f.ftz(x)
	}
	sign, m, e, cls := f.decode(x)
	var r uint64
	switch cls {
	case clsZero:
		if sign != 0 {
			r = g.sign
		}
	case clsInf:
		r = g.inf
		if sign != 0 {
			r |= g.sign
		}
	case clsNaN:
		if sat {
			return 0
		}
		return g.canon
	default:
		gs := uint64(0)
		if sign != 0 {
			gs = g.sign
		}
		r = g.encode(gs, m, e, mode)
	}
	if ftzOut {
		r = g.ftz(r)
	}
	if sat {
		switch {
		case r&g.sign != 0:
			r = 0 // negative (−0 too) → +0
		case r&^g.sign >= g.one():
			r = g.one()
		}
	}
	return r
}

// one is the bits of 1.0.
func (g *ffmt) one() uint64 { return uint64(g.bias) << g.mant }
