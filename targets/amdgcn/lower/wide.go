package lower

import (
	"fmt"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// minMaxBF16 lowers bf16 and bf16x2 min/max through f32, which these
// generations have: a bf16 value widens exactly to f32 (its bits << 16), and
// an f32 min/max result is an input, a quieted input (quiet bit 22, bf16's
// bit 6) or the canonical quiet NaN 0x7fc00000, each of which narrows back
// exactly by dropping the low 16 bits. Each lane follows the f32 selection
// for the op's NaN policy and the mode.
func (l *lowerer) minMaxBF16(o *ir.MinMax, dst opnd, srcs []opnd, packed bool) Selection {
	f32 := laneInfos[ir.F32]
	widen := func(x opnd, hi bool) opnd {
		if x.kind == oConst {
			if hi {
				return konst(x.bits & 0xffff0000)
			}
			return konst(x.bits & 0xffff << 16)
		}
		t := l.tmp(1)
		if hi {
			l.emit("v_and_b32_e32", l.arg(t), amdgcn.Int(0xffff0000), l.arg(x))
		} else {
			l.emit("v_lshlrev_b32_e32", l.arg(t), amdgcn.Int(16), l.arg(x))
		}
		return t
	}
	lane := func(hi bool) (opnd, Selection) {
		w := make([]opnd, len(srcs))
		for i, x := range srcs {
			w[i] = widen(x, hi)
		}
		r := l.tmp(1)
		return r, l.minMaxSelect(o, f32, r, w)
	}
	r0, sel := lane(false)
	if !packed {
		l.emit("v_lshrrev_b32_e32", amdgcn.VGPRs(dst.reg, 1), amdgcn.Int(16), l.arg(r0))
		sel.Recipe = "bf16→f32 " + sel.Recipe
		return sel
	}
	r1, _ := lane(true)
	l.emit("v_lshrrev_b32_e32", l.arg(r0), amdgcn.Int(16), l.arg(r0))
	l.emit("v_and_b32_e32", l.arg(r1), amdgcn.Int(0xffff0000), l.arg(r1))
	l.emit("v_or_b32_e32", amdgcn.VGPRs(dst.reg, 1), l.arg(r1), l.arg(r0))
	l.useVGPR(dst.reg, 1)
	sel.Recipe = "2x(bf16→f32 " + sel.Recipe + ")"
	return sel
}

// minMax64 lowers s64/u64 min/max, which has no instruction on these
// generations: v_cmp_{gt,lt}_{i64,u64} into VCC, then v_cndmask_b32 per
// dword (as llc-19 lowers llvm.smax.i64).
func (l *lowerer) minMax64(o *ir.MinMax, signed bool, dst opnd, srcs []opnd) Selection {
	ty := "u64"
	if signed {
		ty = "i64"
	}
	rel := "gt" // max: vcc = a > b selects a
	if o.Kind == ir.Min {
		rel = "lt"
	}
	pick := func(d, a, b opnd) {
		if a.kind == oConst && b.kind == oConst {
			a = l.movConst(a.bits, 2)
		}
		x, y, r := a, b, rel
		if y.kind == oConst {
			// VSRC1 must be a VGPR pair: compare the other way round.
			x, y = b, a
			r = map[string]string{"gt": "lt", "lt": "gt"}[rel]
		}
		if x.kind == oConst {
			if _, ok := smallInt(int64(x.bits)); !ok {
				x = l.movConst(x.bits, 2)
			}
		}
		l.emit("v_cmp_"+r+"_"+ty+"_e32", amdgcn.VCC(l.gen), l.arg64(x), l.arg(y))
		cnd, _ := l.form("cndmask_b32")
		l.valu(cnd, d.lo(), []opnd{b.lo(), a.lo()}, valuOpts{mask: opnd{kind: oVCC}})
		l.valu(cnd, d.hi(), []opnd{b.hi(), a.hi()}, valuOpts{mask: opnd{kind: oVCC}})
	}
	if len(srcs) == 2 {
		pick(dst, srcs[0], srcs[1])
	} else {
		t := l.tmp(2)
		pick(t, srcs[0], srcs[1])
		pick(dst, t, srcs[2])
	}
	return Selection{Recipe: fmt.Sprintf("cmp_%s_%s+2x cndmask", rel, ty)}
}

// arg64 is a 64-bit integer operand: a register pair or an inline
// integer.
func (e *emitter) arg64(o opnd) amdgcn.Arg {
	if o.kind == oConst {
		a, _ := smallInt(int64(o.bits))
		return a
	}
	return e.arg(o)
}
