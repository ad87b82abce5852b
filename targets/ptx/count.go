package ptx

import "github.com/lowerc/lowerc/ir"

// Instruction counts of the selection, as data: what each step kind of the
// plan emits per element. Choice.Instrs is computed from these, not from
// the emitted text; the quality tests (internal/quality) check that the
// two agree on every (policy, type, arity, kind, target) and publish the
// counts in docs/code-quality.md.
const (
	nNative    = 1 // the form
	nNaNExpand = 3 // number form, setp.nan, selp
	nPropHalf  = 2 // stepViaF32 with propagate: setp.nan.f32, selp.b16
	nProp3Half = 4 // viaF32x3 with propagate: two setp.nan.f32, or.pred, selp.b16
	nSNaNTest  = 3 // and, setp.gt, setp.lt.and: one input tested for sNaN
	nSNaNJoin  = 1 // or.pred of the two tests
	nSNaNSel   = 1 // selp of the canonical NaN
)

// widen and narrow are the instructions that move one f16/bf16 value to f32
// and back: cvt for f16; cvt + shift for bf16 (the high half of an f32).
func widenNarrow(lane ir.ElemType) (widen, narrow int) {
	if lane == ir.F16 {
		return 1, 1
	}
	return 2, 2
}

// instrs is the number of instructions of step s; quietA: a is known not
// to be an sNaN (the second step of a three-input ieee2008 op).
func (s step) instrs(quietA bool) int {
	n := nNative
	switch s.kind {
	case stepNaNExpand:
		n = nNaNExpand
	case stepViaF32:
		w, r := widenNarrow(s.lane)
		n = 2*w + nNative + r
		if s.propagate {
			n += nPropHalf
		}
	}
	if s.snan {
		n += nSNaNTest + nSNaNSel
		if !quietA {
			n += nSNaNTest + nSNaNJoin
		}
	}
	return n
}

// fused3 reports whether a three-input op is emitted by viaF32x3.
func (p *plan) fused3() bool {
	return p.three && p.native3 == nil && p.step.kind == stepViaF32 && !p.step.snan
}

// laneInstrs is the number of instructions for one lane of one element.
func (p *plan) laneInstrs() int {
	switch {
	case p.three && p.native3 != nil:
		return nNative
	case p.fused3():
		w, r := widenNarrow(p.step.lane)
		n := 3*w + 2*nNative + r
		if p.step.propagate {
			n += nProp3Half
		}
		return n
	case p.three:
		return p.step.instrs(false) + p.step.instrs(true)
	}
	return p.step.instrs(false)
}

// instrs is the number of instructions per element of the op, loads and
// stores aside, for regInputs inputs in registers (broadcast scalars are
// set up once per op, not per element): for a split packed type both lanes,
// one unpacking mov per register input and one packing mov.
func (p *plan) instrs(regInputs int) int {
	if !p.split {
		return p.laneInstrs()
	}
	return 2*p.laneInstrs() + regInputs + 1
}
