package semantics

import (
	"sort"
	"strings"
)

// maxSet bounds the explicit values of a Result. The largest set any model
// needs is LLVM's NaN rule for two NaN inputs: 2 signs × (preferred NaN, two
// quieted inputs, two unchanged inputs).
const maxSet = 12

// A Result is what a model allows for one input: one exact bit pattern (a
// function), or a set (a relation): explicit bit patterns plus, optionally,
// every quiet NaN, every NaN, or every bit pattern of the type.
//
// Notation (String): "0x3f800000" for an exact result, "{0x00000000,0x80000000}"
// for a set, "any-qnan", "any-nan", "any", and unions such as
// "{0x3f800000}|any-qnan".
type Result struct {
	n    uint8
	flag resultFlag
	v    [maxSet]uint64
}

type resultFlag uint8

const (
	flagAnyQNaN resultFlag = 1 << iota
	flagAnyNaN
	flagAny
)

// Exact returns the Result of a function: exactly x.
func Exact(x uint64) Result {
	var r Result
	r.n = 1
	r.v[0] = x
	return r
}

// AnyQNaN returns the set of every quiet NaN of the type.
func AnyQNaN() Result { return Result{flag: flagAnyQNaN} }

// AnyNaN returns the set of every NaN (quiet or signaling) of the type.
func AnyNaN() Result { return Result{flag: flagAnyNaN} }

// Anything returns the set of every bit pattern: the case is undefined.
func Anything() Result { return Result{flag: flagAny} }

// SetOf returns the set of the given bit patterns (duplicates removed).
func SetOf(xs ...uint64) Result {
	var r Result
	for _, x := range xs {
		r.add(x)
	}
	return r
}

func (r *Result) add(x uint64) {
	for i := 0; i < int(r.n); i++ {
		if r.v[i] == x {
			return
		}
	}
	if int(r.n) == maxSet {
		panic("semantics: result set overflow")
	}
	r.v[r.n] = x
	r.n++
}

// WithAnyQNaN returns r ∪ every quiet NaN.
func (r Result) WithAnyQNaN() Result { r.flag |= flagAnyQNaN; return r }

// IsExact reports whether r allows exactly one bit pattern.
func (r Result) IsExact() bool { return r.n == 1 && r.flag == 0 }

// Bits returns the bit pattern of an exact result (the first explicit value
// otherwise).
func (r Result) Bits() uint64 { return r.v[0] }

// Values returns the explicit bit patterns of r, sorted.
func (r Result) Values() []uint64 {
	out := append([]uint64(nil), r.v[:r.n]...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// AllowsAnyQNaN reports whether r allows every quiet NaN.
func (r Result) AllowsAnyQNaN() bool { return r.flag&(flagAnyQNaN|flagAnyNaN|flagAny) != 0 }

// AllowsAnyNaN reports whether r allows every NaN, quiet or signaling.
func (r Result) AllowsAnyNaN() bool { return r.flag&(flagAnyNaN|flagAny) != 0 }

// AllowsAnything reports whether r allows every bit pattern (an undefined case).
func (r Result) AllowsAnything() bool { return r.flag&flagAny != 0 }

// Allows reports whether bit pattern x of type t is in r.
func (r Result) Allows(t Type, x uint64) bool {
	if r.flag&flagAny != 0 {
		return true
	}
	for i := 0; i < int(r.n); i++ {
		if r.v[i] == x {
			return true
		}
	}
	if f := fmtOf(t); f != nil && x&^f.all == 0 && f.isNaN(x) { // bits beyond t's width are never a NaN of t
		if r.flag&flagAnyNaN != 0 {
			return true
		}
		if r.flag&flagAnyQNaN != 0 && f.isQNaN(x) {
			return true
		}
	}
	return false
}

// SubsetOf reports whether every result r allows is allowed by s.
func (r Result) SubsetOf(t Type, s Result) bool {
	if s.flag&flagAny != 0 {
		return true
	}
	if r.flag&flagAny != 0 {
		return false
	}
	if r.flag&flagAnyNaN != 0 && s.flag&flagAnyNaN == 0 {
		return false
	}
	if r.flag&flagAnyQNaN != 0 && s.flag&(flagAnyNaN|flagAnyQNaN) == 0 {
		return false
	}
	for i := 0; i < int(r.n); i++ {
		if !s.Allows(t, r.v[i]) {
			return false
		}
	}
	return true
}

// Equal reports whether r and s allow the same results.
func (r Result) Equal(t Type, s Result) bool { return r.SubsetOf(t, s) && s.SubsetOf(t, r) }

// valueEqual reports whether r and s allow the same values when every NaN
// counts as one value (+0 and −0 stay distinct).
func (r Result) valueEqual(t Type, s Result) bool {
	f := fmtOf(t)
	if f == nil {
		return r.Equal(t, s)
	}
	norm := func(x Result) (Result, bool) {
		var out Result
		out.flag = x.flag &^ (flagAnyQNaN | flagAnyNaN)
		nan := x.flag&(flagAnyQNaN|flagAnyNaN) != 0
		for i := 0; i < int(x.n); i++ {
			if f.isNaN(x.v[i]) {
				nan = true
			} else {
				out.add(x.v[i])
			}
		}
		return out, nan
	}
	a, an := norm(r)
	b, bn := norm(s)
	return an == bn && a.Equal(t, b)
}

// String writes r in the fixed notation described on Result.
func (r Result) String(t Type) string {
	if r.flag&flagAny != 0 {
		return "any"
	}
	var parts []string
	if r.n > 0 {
		if r.IsExact() {
			return FormatBits(t, r.v[0])
		}
		vals := r.Values()
		s := make([]string, len(vals))
		for i, v := range vals {
			s[i] = FormatBits(t, v)
		}
		parts = append(parts, "{"+strings.Join(s, ",")+"}")
	}
	switch {
	case r.flag&flagAnyNaN != 0:
		parts = append(parts, "any-nan")
	case r.flag&flagAnyQNaN != 0:
		parts = append(parts, "any-qnan")
	}
	if len(parts) == 0 {
		return "{}"
	}
	return strings.Join(parts, "|")
}
