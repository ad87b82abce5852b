package amdexec

import (
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// v_cmpx (package amdgcn's ShapeCmpX rows; docs/reference/amdgpu.md §3.10):
// the compare's lane mask, computed over the active lanes (inactive lanes
// get 0), becomes EXEC. On GFX9 it is also written to the destination (VCC
// in the e32 form); on GFX10+ the instruction has no other destination
// (Inst.Dst is EXEC).

// cmpxPred returns the lane predicate of a v_cmpx row: the integer
// compares as their v_cmp counterparts (intCompare), the f16, f32 and
// f64 ones as the float compares of cmp.go.
func (m *Machine) cmpxPred(in *Inst, d *amdgcn.InstDef) (func(a, b uint64) bool, error) {
	rest := strings.TrimPrefix(d.Key, "cmpx_")
	if f := intCompare("cmp_" + rest); f != nil {
		return f, nil
	}
	if p, ty, ok := strings.Cut(rest, "_"); ok && cmpTypes[ty] != amdgcn.TNone {
		t := cmpTypes[ty]
		for i, n := range cmpPreds {
			if n != "" && n == p {
				// subnormal inputs flushed as the mode flushes the type
				// (as stepCmp)
				dn := m.Mode.Denorm1664
				if t == amdgcn.TF32 {
					dn = m.Mode.Denorm32
				}
				flush := dn == 0 || dn == 2
				lane := laneType(t)
				return func(a, b uint64) bool { return cmpFloat(i, lane, a, b, flush) }, nil
			}
		}
	}
	return nil, errAt(in, "compare %s is not supported by the executor", in.Name())
}

func (m *Machine) cmpx(in *Inst, d *amdgcn.InstDef) error {
	if in.A.Ext != amdgcn.ExtNone {
		return errAt(in, "the DPP and SDWA forms of %s are not supported by the executor", in.Name())
	}
	f, err := m.cmpxPred(in, d)
	if err != nil {
		return err
	}
	var ss [2]src
	for k := range ss {
		if ss[k], err = m.source(in, k, d.Src[k]); err != nil {
			return err
		}
	}
	mask := make([]uint64, m.nw)
	m.lanes(func(w, i int) {
		if f(ss[0].val(m, w, i), ss[1].val(m, w, i)) {
			mask[w] |= 1 << (i - w*m.ws)
		}
	})
	if m.Gen.Family == amdgcn.GFX9 {
		if err := m.writeMask(in, in.A.Dst, mask); err != nil {
			return err
		}
	}
	exec := amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: 126, Regs: uint8(m.maskRegs())}
	return m.writeMask(in, exec, mask)
}
