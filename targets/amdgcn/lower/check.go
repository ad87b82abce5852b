package lower

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// CheckOp implements verify.Target (rule target-form): nil if the backend
// can lower op, else an error that says what the form needs and what the
// target is.
func (b *Backend) CheckOp(k *ir.Kernel, op ir.Op) error {
	if err := b.checkWarpScope(op); err != nil {
		return err
	}
	dst, srcs := ir.Operands(op)
	switch o := op.(type) {
	case *ir.Load, *ir.Store, *ir.Mov:
		t := dst.Tensor.Type
		if bits := t.Bits(); bits != 16 && bits != 32 && bits != 64 {
			return fmt.Errorf("%s of %s: amdgcn moves 16-, 32- and 64-bit elements; the target is %s", op.Name(), t, b.Name())
		}
	case *ir.MinMax:
		return b.checkMinMax(o, dst.Tensor.Type)
	case *ir.Apply:
		return b.checkAtom(o, dst, srcs)
	}
	return nil
}

// checkWarpScope: a warp is one wave, so a warp-scope tensor's lane axis
// has the wave size (64 on GFX9 and on GFX10+ with -mattr=+wavefrontsize64,
// 32 otherwise).
func (b *Backend) checkWarpScope(op ir.Op) error {
	if op.Base().Attrs.Scope != ir.Warp {
		return nil
	}
	w := b.opt.Gen.WaveSize
	dst, srcs := ir.Operands(op)
	for _, o := range append([]ir.Operand{dst}, srcs...) {
		if r, ok := o.(*ir.Ref); ok && len(r.Tensor.Shape) > 0 && r.Tensor.Shape[0] != w {
			hint := ""
			if r.Tensor.Shape[0] == 64 && b.opt.Gen.Family != amdgcn.GFX9 {
				hint = " (compile with -mattr=+wavefrontsize64 for wave64)"
			}
			return fmt.Errorf("scope warp over %d lanes (%%%s): a wave has %d lanes on this target%s; the target is %s",
				r.Tensor.Shape[0], r.Name, w, hint, b.Name())
		}
	}
	return nil
}

// atomShapes are the instruction shapes an atom may have: VALU ops that
// write one VGPR (or pair) from one to three sources.
var atomShapes = map[amdgcn.Shape]int{
	amdgcn.ShapeVOP1: 1, amdgcn.ShapeBinary: 2, amdgcn.ShapeTernary: 3, amdgcn.ShapePk2: 2, amdgcn.ShapePk3: 3,
}

// int64Operands reports whether d reads or writes a 64-bit integer pair
// (v_lshlrev_b64, v_lshl_add_u64: not atoms).
func int64Operands(d *amdgcn.InstDef) bool {
	return d.Dst == amdgcn.TI64 || d.Src[0] == amdgcn.TI64 || d.Src[1] == amdgcn.TI64 || d.Src[2] == amdgcn.TI64
}

func opTypeBits(t amdgcn.OpType) int {
	switch t {
	case amdgcn.TF16, amdgcn.TI16:
		return 16
	case amdgcn.TF64, amdgcn.TI64:
		return 64
	}
	return 32
}

func (b *Backend) checkAtom(a *ir.Apply, dst *ir.Ref, srcs []ir.Operand) error {
	g := b.opt.Gen
	if a.Target != "amdgcn" {
		return fmt.Errorf("apply %s %q is a %s atom; the target is %s", a.Target, a.Opcode, a.Target, b.Name())
	}
	ent, err := amdgcn.LookupForm(g, a.Opcode)
	if err != nil {
		if have := amdgcn.GensWith(a.Opcode); len(have) > 0 {
			names := make([]string, len(have))
			for i, id := range have {
				names[i] = id.String()
			}
			return fmt.Errorf("%s exists on %s; the target is %s", a.Opcode, strings.Join(names, ", "), b.Name())
		}
		return fmt.Errorf("%v; the target is %s", err, b.Name())
	}
	d := ent.Def
	n, ok := atomShapes[d.Shape]
	if !ok {
		return fmt.Errorf("%s does not write one vector register (atoms must be VALU instructions with a VGPR destination, such as v_max3_f32); the target is %s", ent.Name, b.Name())
	}
	if len(srcs) != n {
		return fmt.Errorf("%s takes %d source operands, not %d", ent.Name, n, len(srcs))
	}
	if int64Operands(d) {
		return fmt.Errorf("%s takes 64-bit integer register pairs, which atoms do not support (only f64 pairs); the target is %s", ent.Name, b.Name())
	}
	if w := opTypeBits(d.Dst); dst.Tensor.Type.Bits() != w {
		return fmt.Errorf("%s writes a %d-bit register; %%%s holds %s (%d bits)", ent.Name, w, dst.Name, dst.Tensor.Type, dst.Tensor.Type.Bits())
	}
	for i, s := range srcs {
		var t ir.ElemType
		switch s := s.(type) {
		case *ir.Ref:
			t = s.Tensor.Type
		case *ir.Scalar:
			t = s.Type
		}
		if w := opTypeBits(d.Src[i]); t.Bits() != w {
			return fmt.Errorf("source %d of %s is %d bits; %s is %s (%d bits)", i, ent.Name, w, ir.FormatOperand(s), t, t.Bits())
		}
	}
	return nil
}
