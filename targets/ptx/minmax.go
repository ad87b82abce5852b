package ptx

// The min/max sequences: a plan of select.go emitted per element, lane and
// step.

import "github.com/lowerc/lowerc/ir"

// minmax emits a neutral min/max by its plan.
func (l *lowerer) minmax(o *ir.MinMax, p *plan) {
	t := o.Dst.Tensor.Type
	n := len(o.Srcs)
	// Broadcast scalars, prepared once: for split plans one operand per lane.
	var pre [3][2]arg
	for i, s := range o.Srcs {
		sc, ok := s.(*ir.Scalar)
		if !ok {
			continue
		}
		arg := l.scalarArg
		if p.step.snan {
			arg = l.scalarReg // the sNaN test reads registers
		}
		if p.split {
			pre[i][0] = arg(laneScalar(sc, 0), p.lane)
			pre[i][1] = arg(laneScalar(sc, 1), p.lane)
		} else {
			pre[i][0] = arg(sc, t)
		}
	}
	lc := classOf(p.lane)
	unpack := "mov.b32"
	if t.Bits() == 64 {
		unpack = "mov.b64"
	}
	var src [3]arg
	var lanes [2][3]arg
	for in := range ir.Expand(o) {
		ss := in.Sources()
		if !p.split {
			for i, s := range ss {
				if s.IsScalar() {
					src[i] = pre[i][0]
				} else {
					src[i] = l.localReg(s)
				}
			}
			d := l.dstWrite(o, in.Dst)
			l.lane(p, d, src[:n])
			continue
		}
		for i, s := range ss {
			if s.IsScalar() {
				lanes[0][i], lanes[1][i] = pre[i][0], pre[i][1]
				continue
			}
			lo, hi := l.tmp(lc), l.tmp(lc)
			l.ins(unpack, pack(lo, hi), l.localReg(s))
			lanes[0][i], lanes[1][i] = lo, hi
		}
		dlo, dhi := l.tmp(lc), l.tmp(lc)
		l.lane(p, dlo, lanes[0][:n])
		l.lane(p, dhi, lanes[1][:n])
		l.ins(unpack, l.dstWrite(o, in.Dst), pack(dlo, dhi))
	}
}

// lane emits d = op(srcs...) on the plan's lane type: the three-input form,
// two steps through a temporary, or one step.
func (l *lowerer) lane(p *plan, d arg, srcs []arg) {
	switch {
	case len(srcs) == 3 && p.native3 != nil:
		l.ins(p.native3.Op, d, srcs[0], srcs[1], srcs[2])
	case len(srcs) == 3 && p.step.kind == stepViaF32 && !p.step.snan:
		l.viaF32x3(p.step, d, srcs)
	case len(srcs) == 3:
		// The intermediate is never a signaling NaN (an sNaN input gives
		// the canonical NaN, and min/max of quiet inputs return an input
		// or a quiet NaN), so the second ieee2008 step tests only c.
		t := l.tmp(classOf(p.lane))
		l.step(p.step, t, srcs[0], srcs[1], false)
		l.step(p.step, d, t, srcs[2], true)
	default:
		l.step(p.step, d, srcs[0], srcs[1], false)
	}
}

// step emits a two-input min/max on one lane; quietA says that a is known
// not to be a signaling NaN (the ieee2008 wrapper then tests b alone).
func (l *lowerer) step(s step, d, a, b arg, quietA bool) {
	if s.snan {
		// IEEE 754-2008 maxNum/minNum: the number result, or the
		// canonical NaN when either input is a signaling NaN.
		inner := s
		inner.snan = false
		t := l.tmp(d.cls)
		l.step(inner, t, a, b, false)
		var pa arg
		if !quietA {
			pa = l.isSNaN(a, s.lane)
		}
		pb := l.isSNaN(b, s.lane)
		if quietA {
			pa = pb
		} else {
			l.ins("or.pred", pa, pa, pb)
		}
		selp, canon := snanSelect(s.lane)
		l.ins(selp, d, text(canon), t, pa)
		return
	}
	switch s.kind {
	case stepNative:
		l.ins(s.form.Op, d, a, b)
	case stepNaNExpand:
		// t = op(a, b) returns the number when one input is NaN; replace
		// the result by the canonical NaN when either input is NaN.
		t := l.tmp(d.cls)
		pr := l.tmp(clsPred)
		l.ins(s.form.Op, t, a, b)
		if s.lane == ir.F64 {
			l.ins("setp.nan.f64", pr, a, b)
			l.ins("selp.f64", d, text(canonF64), t, pr)
		} else {
			l.ins("setp.nan.f32", pr, a, b)
			l.ins("selp.f32", d, text(canonF32), t, pr)
		}
	case stepViaF32:
		var a32, b32, t32 arg
		if s.lane == ir.F16 {
			a32, b32, t32 = l.tmp(clsF32), l.tmp(clsF32), l.tmp(clsF32)
			l.ins("cvt.f32.f16", a32, a)
			l.ins("cvt.f32.f16", b32, b)
			l.ins(s.form.Op, t32, a32, b32)
			l.ins("cvt.rn.f16.f32", d, t32)
		} else {
			// bf16 is the high half of an f32: widening and narrowing a
			// result that is one of the inputs are exact.
			a32, b32, t32 = l.tmp(clsB32), l.tmp(clsB32), l.tmp(clsB32)
			l.ins("cvt.u32.u16", a32, a)
			l.ins("shl.b32", a32, a32, text("16"))
			l.ins("cvt.u32.u16", b32, b)
			l.ins("shl.b32", b32, b32, text("16"))
			l.ins(s.form.Op, t32, a32, b32)
			l.ins("shr.u32", t32, t32, text("16"))
			l.ins("cvt.u16.u32", d, t32)
		}
		if s.propagate {
			pr := l.tmp(clsPred)
			l.ins("setp.nan.f32", pr, a32, b32)
			l.ins("selp.b16", d, text(canonHalf), d, pr)
		}
	}
}

// viaF32x3 emits a three-input f16/bf16 min/max below the native half
// forms as op(op(a, b), c) in f32: the three inputs widened once, two f32
// steps, one narrowing. Widening is exact and an f32 min/max of widened
// values returns one of them (or the canonical NaN), so narrowing between
// the steps and widening again, as two stepViaF32 would, changes no bit.
// With propagate the canonical half NaN is selected when any input is NaN.
func (l *lowerer) viaF32x3(s step, d arg, srcs []arg) {
	var w [3]arg
	var t1, t2 arg
	if s.lane == ir.F16 {
		for i, x := range srcs {
			w[i] = l.tmp(clsF32)
			l.ins("cvt.f32.f16", w[i], x)
		}
		t1, t2 = l.tmp(clsF32), l.tmp(clsF32)
		l.ins(s.form.Op, t1, w[0], w[1])
		l.ins(s.form.Op, t2, t1, w[2])
		l.ins("cvt.rn.f16.f32", d, t2)
	} else {
		for i, x := range srcs {
			w[i] = l.tmp(clsB32)
			l.ins("cvt.u32.u16", w[i], x)
			l.ins("shl.b32", w[i], w[i], text("16"))
		}
		t1, t2 = l.tmp(clsB32), l.tmp(clsB32)
		l.ins(s.form.Op, t1, w[0], w[1])
		l.ins(s.form.Op, t2, t1, w[2])
		l.ins("shr.u32", t2, t2, text("16"))
		l.ins("cvt.u16.u32", d, t2)
	}
	if s.propagate {
		p, q := l.tmp(clsPred), l.tmp(clsPred)
		l.ins("setp.nan.f32", p, w[0], w[1])
		l.ins("setp.nan.f32", q, w[2], w[2])
		l.ins("or.pred", p, p, q)
		l.ins("selp.b16", d, text(canonHalf), d, p)
	}
}

// isSNaN emits a test of register x (lane type t) for a signaling NaN:
// |x| above infinity and below the quiet bit (the bit-size and/setp forms
// take .f32/.f64 registers, docs/reference/ptx.md §3).
func (l *lowerer) isSNaN(x arg, t ir.ElemType) arg {
	var cls regClass
	var w, abs, inf, quiet string
	switch t {
	case ir.F32:
		cls, w, abs, inf, quiet = clsB32, "32", "0x7FFFFFFF", "0x7F800000", "0x7FC00000"
	case ir.F64:
		cls, w, abs, inf, quiet = clsB64, "64", "0x7FFFFFFFFFFFFFFF", "0x7FF0000000000000", "0x7FF8000000000000"
	case ir.F16:
		cls, w, abs, inf, quiet = clsB16, "16", "0x7FFF", "0x7C00", "0x7E00"
	default: // bf16
		cls, w, abs, inf, quiet = clsB16, "16", "0x7FFF", "0x7F80", "0x7FC0"
	}
	r := l.tmp(cls)
	p := l.tmp(clsPred)
	l.ins("and.b"+w, r, x, text(abs))
	l.ins("setp.gt.u"+w, p, r, text(inf))
	l.ins("setp.lt.and.u"+w, p, r, text(quiet), p)
	return p
}
