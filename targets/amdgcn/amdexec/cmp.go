package amdexec

import (
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The float compares v_cmp_{lt,eq,le,gt,lg,ge,nge,nlg,ngt,nle,neq,nlt}_{f16,f32,f64}
// (rows of package amdgcn's table since issue 13; the executor's own
// ExtCmp before), run by compareFloat (tablerows.go) with cmpFloat below.

var cmpPreds = [...]string{1: "lt", 2: "eq", 3: "le", 4: "gt", 5: "lg", 6: "ge", 9: "nge", 10: "nlg", 11: "ngt", 12: "nle", 13: "neq", 14: "nlt"}

// A CmpForm is one float compare: the predicate's index in AMD's order (1
// lt, 2 eq, 3 le, 4 gt, 5 lg, 6 ge, 9 nge, 10 nlg, 11 ngt, 12 nle, 13 neq,
// 14 nlt) and the operand type (TF16, TF32, TF64).
type CmpForm struct {
	Pred int
	Type amdgcn.OpType
}

var cmpTypes = map[string]amdgcn.OpType{"f16": amdgcn.TF16, "f32": amdgcn.TF32, "f64": amdgcn.TF64}

// cmpFloat evaluates a compare predicate: IEEE comparisons (a NaN is
// unordered: the plain predicates are false, the n* ones true; −0 equals
// +0), after flushing subnormal inputs when the mode flushes inputs.
func cmpFloat(pred int, t semantics.Type, a, b uint64, flushIn bool) bool {
	if flushIn {
		a, b = semantics.FlushToZero(t, a), semantics.FlushToZero(t, b)
	}
	if semantics.IsNaN(t, a) || semantics.IsNaN(t, b) {
		return pred >= 9
	}
	key := func(x uint64) int64 {
		w := t.Bits()
		mag := int64(x &^ (1 << (w - 1)))
		if x>>(w-1)&1 == 1 {
			return -mag
		}
		return mag
	}
	ka, kb := key(a), key(b)
	var r bool
	switch pred {
	case 1, 14:
		r = ka < kb
	case 2, 13:
		r = ka == kb
	case 3, 12:
		r = ka <= kb
	case 4, 11:
		r = ka > kb
	case 5, 10:
		r = ka != kb
	case 6, 9:
		r = ka >= kb
	}
	if pred >= 9 {
		return !r
	}
	return r
}
