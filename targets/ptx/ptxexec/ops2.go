package ptxexec

import (
	"math"
	"math/bits"
	"strings"
)

// Comparison operators of setp (PTX ISA 9.7.7.1 "setp"): ordered float
// comparisons are false with a NaN input, the u forms true; num: neither
// is NaN, nan: either is; lo/ls/hi/hs are unsigned integer comparisons.
var cmpOps = map[string]bool{
	"eq": true, "ne": true, "lt": true, "le": true, "gt": true, "ge": true,
	"equ": true, "neu": true, "ltu": true, "leu": true, "gtu": true, "geu": true,
	"num": true, "nan": true, "lo": true, "ls": true, "hi": true, "hs": true,
}

func (c *compiler) setp(s stmt, in *inst, ms []string) error {
	if len(s.args) > 0 && s.args[0].kind == opPair {
		return c.setpPair(s, in, ms)
	}
	ty, rest := typeMod(ms)
	var cmp, boolop string
	ftz := false
	for _, m := range rest {
		switch {
		case cmpOps[m] && cmp == "":
			cmp = m
		case (m == "and" || m == "or" || m == "xor") && boolop == "":
			boolop = m
		case m == "ftz" && !ftz:
			ftz = true
		default:
			return errAt(s.opPos, "%s: unexpected modifier .%s (want setp.CmpOp{.BoolOp}{.ftz}.type)", s.op, m)
		}
	}
	if cmp == "" || ty == "" || ty == ".pred" || ty == ".f16x2" || ty == ".bf16x2" {
		if ty == ".f16x2" || ty == ".bf16x2" {
			return errAt(s.opPos, "%s: packed setp writes two predicates: want p|q", s.op)
		}
		return errAt(s.opPos, "%s: want setp.CmpOp{.BoolOp}{.ftz}.type", s.op)
	}
	if boolop == "" {
		if err := nargs(s, 3); err != nil {
			return err
		}
	} else if err := nargs(s, 4); err != nil {
		return err
	}
	f := fmtOf(ty)
	if f == nil {
		switch cmp {
		case "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan":
			return errAt(s.opPos, "%s: .%s compares floating-point values, not %s", s.op, cmp, ty)
		}
		if ftz {
			return errAt(s.opPos, "%s: .ftz applies to floating-point comparisons", s.op)
		}
		if ty[1] == 'b' && cmp != "eq" && cmp != "ne" {
			return errAt(s.opPos, "%s: bit-size types compare with eq and ne only", s.op)
		}
	}
	d, err := c.dstReg(s, s.args[0], true)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	if err := c.sources(s, in, s.args[1:3], ty); err != nil {
		return err
	}
	negC := false
	if boolop != "" {
		o := s.args[3]
		negC = o.neg
		o.neg = false
		v, err := c.value(s, o, ".pred")
		if err != nil {
			return err
		}
		in.src = append(in.src, v)
	}
	var test func(a, b uint64) bool
	if f != nil {
		test = floatCmp(f, cmp, ftz)
	} else {
		w, _ := typeWidth(ty)
		test = intCmp(cmp, ty[1] == 's', w)
	}
	in.run = func(x *machine, d, sv [][]uint64) error {
		a, b, o := sv[0], sv[1], d[0]
		var p []uint64
		if len(sv) > 2 {
			p = sv[2]
		}
		for i := range o {
			r := test(a[i], b[i])
			if p != nil {
				r = boolOp(boolop, r, (p[i] != 0) != negC)
			}
			o[i] = b2u(r)
		}
		return nil
	}
	return nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func floatCmp(f *ffmt, cmp string, ftz bool) func(a, b uint64) bool {
	ord := func(rel func(x, y float64) bool, unordered bool) func(a, b uint64) bool {
		return func(a, b uint64) bool {
			if ftz {
				a, b = f.ftz(a), f.ftz(b)
			}
			if f.isNaN(a) || f.isNaN(b) {
				return unordered
			}
			return rel(f.float64(a), f.float64(b))
		}
	}
	eq := func(x, y float64) bool { return x == y }
	ne := func(x, y float64) bool { return x != y }
	lt := func(x, y float64) bool { return x < y }
	le := func(x, y float64) bool { return x <= y }
	gt := func(x, y float64) bool { return x > y }
	ge := func(x, y float64) bool { return x >= y }
	none := func(x, y float64) bool { return true }
	nothing := func(x, y float64) bool { return false }
	switch cmp {
	case "eq":
		return ord(eq, false)
	case "ne":
		return ord(ne, false)
	case "lt", "lo":
		return ord(lt, false)
	case "le", "ls":
		return ord(le, false)
	case "gt", "hi":
		return ord(gt, false)
	case "ge", "hs":
		return ord(ge, false)
	case "equ":
		return ord(eq, true)
	case "neu":
		return ord(ne, true)
	case "ltu":
		return ord(lt, true)
	case "leu":
		return ord(le, true)
	case "gtu":
		return ord(gt, true)
	case "geu":
		return ord(ge, true)
	case "num":
		return ord(none, false)
	}
	return ord(nothing, true) // nan
}

func intCmp(cmp string, signed bool, w int) func(a, b uint64) bool {
	m := maskOf(w)
	sh := uint(64 - w)
	sx := func(x uint64) int64 { return int64(x<<sh) >> sh }
	switch cmp {
	case "eq":
		return func(a, b uint64) bool { return a&m == b&m }
	case "ne":
		return func(a, b uint64) bool { return a&m != b&m }
	case "lo":
		return func(a, b uint64) bool { return a&m < b&m }
	case "ls":
		return func(a, b uint64) bool { return a&m <= b&m }
	case "hi":
		return func(a, b uint64) bool { return a&m > b&m }
	case "hs":
		return func(a, b uint64) bool { return a&m >= b&m }
	}
	if signed {
		switch cmp {
		case "lt":
			return func(a, b uint64) bool { return sx(a) < sx(b) }
		case "le":
			return func(a, b uint64) bool { return sx(a) <= sx(b) }
		case "gt":
			return func(a, b uint64) bool { return sx(a) > sx(b) }
		}
		return func(a, b uint64) bool { return sx(a) >= sx(b) }
	}
	switch cmp {
	case "lt":
		return func(a, b uint64) bool { return a&m < b&m }
	case "le":
		return func(a, b uint64) bool { return a&m <= b&m }
	case "gt":
		return func(a, b uint64) bool { return a&m > b&m }
	}
	return func(a, b uint64) bool { return a&m >= b&m }
}

// selp.type d, a, b, c: d = c ? a : b (PTX ISA 9.7.7.2).
func (c *compiler) selp(s stmt, in *inst, ms []string) error {
	if len(ms) != 1 {
		return errAt(s.opPos, "%s: want selp.TYPE", s.op)
	}
	ty := "." + ms[0]
	w, ok := typeWidth(ty)
	if !ok || ty == ".pred" {
		return errAt(s.opPos, "%s: unknown type %s", s.op, ty)
	}
	if err := nargs(s, 4); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	if err := c.sources(s, in, s.args[1:3], ty); err != nil {
		return err
	}
	pc := s.args[3]
	neg := pc.neg
	pc.neg = false
	v, err := c.value(s, pc, ".pred")
	if err != nil {
		return err
	}
	in.src = append(in.src, v)
	m := maskOf(w)
	in.run = func(x *machine, d, sv [][]uint64) error {
		a, b, p, o := sv[0], sv[1], sv[2], d[0]
		for i := range o {
			if (p[i] != 0) != neg {
				o[i] = a[i] & m
			} else {
				o[i] = b[i] & m
			}
		}
		return nil
	}
	return nil
}

// cvt{.frnd}{.ftz}{.sat}.dtype.atype (PTX ISA 9.7.9.21): between f16, bf16,
// f32 and f64, and between integer types (sign-extended from a signed
// source, then truncated; .sat clamps to the destination's range).
func (c *compiler) cvt(s stmt, in *inst, ms []string) error {
	if len(ms) < 2 {
		return errAt(s.opPos, "%s: want cvt{.rnd}{.ftz}{.sat}.dtype.atype", s.op)
	}
	dty, aty := "."+ms[len(ms)-2], "."+ms[len(ms)-1]
	dw, ok1 := typeWidth(dty)
	aw, ok2 := typeWidth(aty)
	if !ok1 || !ok2 || dty == ".pred" || aty == ".pred" {
		return errAt(s.opPos, "%s: want cvt{.rnd}{.ftz}{.sat}.dtype.atype", s.op)
	}
	mode, haveMode, ftz, sat := rn, false, false, false
	for _, m := range ms[:len(ms)-2] {
		switch m {
		case "rn", "rz", "rm", "rp":
			if haveMode {
				return errAt(s.opPos, "%s: two rounding modifiers", s.op)
			}
			haveMode = true
			mode = map[string]rounding{"rn": rn, "rz": rz, "rm": rm, "rp": rp}[m]
		case "ftz":
			ftz = true
		case "sat":
			sat = true
		default:
			return errAt(s.opPos, "%s: modifier .%s is not supported (integer rounding .rni etc., .relu, .satfinite are not run)", s.op, m)
		}
	}
	if err := nargs(s, 2); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	a, err := c.value(s, s.args[1], aty)
	if err != nil {
		return err
	}
	in.dst, in.src = []int32{d}, []src{a}
	df, af := fmtOf(dty), fmtOf(aty)
	if dty == ".f16x2" || dty == ".bf16x2" || aty == ".f16x2" || aty == ".bf16x2" {
		return errAt(s.opPos, "%s: packed conversions are not supported", s.op)
	}
	switch {
	case df != nil && af != nil:
		narrowing := df.mant < af.mant || df.bits < af.bits
		if narrowing && !haveMode {
			return errAt(s.opPos, "%s: a narrowing conversion needs a rounding modifier (.rn, .rz, .rm, .rp)", s.op)
		}
		if !narrowing && haveMode && df != af {
			return errAt(s.opPos, "%s: a widening conversion takes no rounding modifier", s.op)
		}
		if df == af && !haveMode && !ftz && !sat {
			return errAt(s.opPos, "%s: a conversion to the same type needs a modifier", s.op)
		}
		if df == fF16 && af == fBF16 || df == fBF16 && af == fF16 {
			// Not a PTX form (goes through f32); run it exactly anyway? No:
			// ptxas rejects cvt.f16.bf16.
			return errAt(s.opPos, "%s: PTX has no direct conversion between f16 and bf16", s.op)
		}
		if df == af && haveMode {
			return errAt(s.opPos, "%s: rounding a float to an integral value (cvt.rni.f32.f32) is not supported", s.op)
		}
		ftzIn, ftzOut := ftz && af == fF32, ftz && df == fF32
		in.run = vec1(func(x uint64) uint64 { return cvtFloat(af, df, x, mode, ftzIn, ftzOut, sat) })
	case df == nil && af == nil:
		if haveMode || ftz {
			return errAt(s.opPos, "%s: integer conversions take no rounding or .ftz modifier", s.op)
		}
		signedA, signedD := aty[1] == 's', dty[1] == 's'
		sh := uint(64 - aw)
		dm := maskOf(dw)
		in.run = vec1(func(x uint64) uint64 {
			v := x & maskOf(aw)
			if signedA {
				v = uint64(int64(v<<sh) >> sh)
			}
			if sat {
				v = saturate(v, signedA, signedD, dw)
			}
			return v & dm
		})
	default:
		return errAt(s.opPos, "%s: conversions between integers and floating point are not supported", s.op)
	}
	return nil
}

// saturate clamps v (a 64-bit integer, signed or not) to the range of a
// dw-bit destination.
func saturate(v uint64, signedA, signedD bool, dw int) uint64 {
	if signedA {
		x := int64(v)
		lo, hi := int64(0), int64(maskOf(dw))
		if signedD {
			lo, hi = -1<<(dw-1), 1<<(dw-1)-1
			if dw == 64 {
				lo, hi = math.MinInt64, math.MaxInt64
			}
		} else if dw == 64 {
			hi = math.MaxInt64
		}
		return uint64(min(max(x, lo), hi))
	}
	hi := maskOf(dw)
	if signedD {
		hi = maskOf(dw - 1)
	}
	return min(v, hi)
}

func (c *compiler) logic(s stmt, in *inst, base string, ms []string) error {
	if len(ms) != 1 {
		return errAt(s.opPos, "%s: want %s.TYPE", s.op, base)
	}
	ty := "." + ms[0]
	w, ok := typeWidth(ty)
	if !ok || !(ty == ".pred" || strings.HasPrefix(ty, ".b")) {
		return errAt(s.opPos, "%s: %s takes .pred or .b16/.b32/.b64", s.op, base)
	}
	n := 3
	if base == "not" {
		n = 2
	}
	if err := nargs(s, n); err != nil {
		return err
	}
	pred := ty == ".pred"
	d, err := c.dstReg(s, s.args[0], pred)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	if err := c.sources(s, in, s.args[1:], ty); err != nil {
		return err
	}
	m := maskOf(w)
	switch base {
	case "and":
		in.run = func(x *machine, d, sv [][]uint64) error {
			a, b, o := sv[0], sv[1], d[0]
			for i := range o {
				o[i] = a[i] & b[i] & m
			}
			return nil
		}
	case "or":
		in.run = func(x *machine, d, sv [][]uint64) error {
			a, b, o := sv[0], sv[1], d[0]
			for i := range o {
				o[i] = (a[i] | b[i]) & m
			}
			return nil
		}
	case "xor":
		in.run = vec2(func(a, b uint64) uint64 { return (a ^ b) & m })
	default:
		in.run = vec1(func(a uint64) uint64 { return ^a & m })
	}
	return nil
}

// shl.bN, shr.{b,u,s}N (PTX ISA 9.7.8.7/8): shift amounts beyond the width
// clamp to it (shl/shr.u give 0, shr.s the sign).
func (c *compiler) shift(s stmt, in *inst, base string, ms []string) error {
	if len(ms) != 1 {
		return errAt(s.opPos, "%s: want %s.TYPE", s.op, base)
	}
	ty := "." + ms[0]
	w, ok := typeWidth(ty)
	if !ok || ty == ".pred" || fmtOf(ty) != nil || w < 16 || base == "shl" && ty[1] != 'b' {
		return errAt(s.opPos, "%s: want shl.b16/32/64 or shr.{b,u,s}16/32/64", s.op)
	}
	if err := nargs(s, 3); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	a, err := c.value(s, s.args[1], ty)
	if err != nil {
		return err
	}
	b, err := c.value(s, s.args[2], ".u32")
	if err != nil {
		return err
	}
	in.dst, in.src = []int32{d}, []src{a, b}
	m := maskOf(w)
	uw := uint64(w)
	switch {
	case base == "shl":
		in.run = vec2(func(a, b uint64) uint64 {
			b &= 0xffffffff
			if b >= uw {
				return 0
			}
			return a << b & m
		})
	case ty[1] == 's':
		sh := uint(64 - w)
		in.run = vec2(func(a, b uint64) uint64 {
			b &= 0xffffffff
			b = min(b, uw-1)
			return uint64(int64(a<<sh)>>sh>>b) & m
		})
	default:
		in.run = vec2(func(a, b uint64) uint64 {
			b &= 0xffffffff
			if b >= uw {
				return 0
			}
			return (a & m) >> b
		})
	}
	return nil
}

// add/sub/mul/mad on integers (PTX ISA 9.7.1): wrapping; mul and mad take
// .lo (low half), .hi (high half) or .wide (the double-width product).
func (c *compiler) arith(s stmt, in *inst, base string, ms []string) error {
	ty, rest := typeMod(ms)
	part := ""
	for _, m := range rest {
		if (m == "lo" || m == "hi" || m == "wide") && part == "" && (base == "mul" || base == "mad") {
			part = m
			continue
		}
		return errAt(s.opPos, "%s: modifier .%s is not supported", s.op, m)
	}
	w, ok := typeWidth(ty)
	if !ok || ty == ".pred" || fmtOf(ty) != nil || w < 16 || ty[1] == 'b' {
		if fmtOf(ty) != nil {
			return errAt(s.opPos, "%s: floating-point arithmetic is not supported", s.op)
		}
		return errAt(s.opPos, "%s: want %s.{s,u}{16,32,64}", s.op, base)
	}
	if (base == "mul" || base == "mad") && part == "" {
		return errAt(s.opPos, "%s: %s needs .lo, .hi or .wide", s.op, base)
	}
	if part == "wide" && w == 64 {
		return errAt(s.opPos, "%s: .wide takes 16- or 32-bit inputs", s.op)
	}
	n := 3
	if base == "mad" {
		n = 4
	}
	if err := nargs(s, n); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	dw := w
	if part == "wide" {
		dw = 2 * w
	}
	for k, a := range s.args[1:] {
		t := ty
		if k == 2 && part == "wide" { // mad.wide: c is double width
			t = ty[:2] + map[int]string{32: "32", 64: "64"}[dw]
		}
		v, err := c.value(s, a, t)
		if err != nil {
			return err
		}
		in.src = append(in.src, v)
	}
	signed := ty[1] == 's'
	m, dm := maskOf(w), maskOf(dw)
	sh := uint(64 - w)
	ext := func(x uint64) uint64 {
		if signed {
			return uint64(int64(x<<sh) >> sh)
		}
		return x & m
	}
	mulPart := func(a, b uint64) uint64 {
		switch part {
		case "lo":
			return a * b & m
		case "wide":
			return ext(a) * ext(b) & dm
		}
		// hi
		if w == 64 {
			if signed {
				hi, _ := bits.Mul64(a, b)
				// signed correction: hi(a*b) for two's complement
				if int64(a) < 0 {
					hi -= b
				}
				if int64(b) < 0 {
					hi -= a
				}
				return hi
			}
			hi, _ := bits.Mul64(a, b)
			return hi
		}
		return ext(a) * ext(b) >> uint(w) & m
	}
	switch base {
	case "add":
		in.run = vec2(func(a, b uint64) uint64 { return (a + b) & m })
	case "sub":
		in.run = vec2(func(a, b uint64) uint64 { return (a - b) & m })
	case "mul":
		in.run = vec2(mulPart)
	default:
		in.run = vec3(func(a, b, cc uint64) uint64 { return (mulPart(a, b) + cc) & dm })
	}
	return nil
}

// boolOp is setp's BoolOp: the comparison's result t combined with the
// (possibly negated) predicate q by and, or or xor (PTX ISA, "setp").
func boolOp(op string, t, q bool) bool {
	switch op {
	case "and":
		return t && q
	case "or":
		return t || q
	case "xor":
		return t != q
	}
	return t
}
