package amdexec

import (
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// valu runs a VALU instruction of package amdgcn's table.
func (m *Machine) valu(in *Inst, e *amdgcn.Entry) error {
	d := e.Def
	if in.A.Clamp && !floatResult(d.Dst) {
		return errAt(in, "the clamp modifier on an integer result (saturation) is not supported by the executor")
	}
	if in.A.Clamp && d.Shape != amdgcn.ShapeBinary && d.Shape != amdgcn.ShapeTernary && d.Shape != amdgcn.ShapePk2 && d.Shape != amdgcn.ShapePk3 {
		return errAt(in, "the clamp modifier is supported on min/max forms only")
	}
	switch d.Shape {
	case amdgcn.ShapeMad64:
		return m.mad64(in, d)
	case amdgcn.ShapeAddCo, amdgcn.ShapeAddCoCI:
		return m.addCarry(in, d)
	case amdgcn.ShapeReadLane:
		return m.readFirstLane(in)
	case amdgcn.ShapeCmpX:
		return m.cmpx(in, d)
	}
	ns := 0
	switch d.Shape {
	case amdgcn.ShapeVOP1:
		ns = 1
	case amdgcn.ShapeBinary, amdgcn.ShapeCmp, amdgcn.ShapePk2:
		ns = 2
	case amdgcn.ShapeTernary, amdgcn.ShapePk3, amdgcn.ShapeCndmask:
		ns = 3
	default:
		return errAt(in, "instruction shape %d is not supported by the executor", d.Shape)
	}
	var ss [3]src
	for k := 0; k < ns; k++ {
		t := d.Src[k]
		if d.Shape == amdgcn.ShapeCndmask && k == 2 {
			continue // the mask, read below
		}
		s, err := m.source(in, k, t)
		if err != nil {
			return err
		}
		if (t == amdgcn.TF16 || t == amdgcn.TI16) && in.A.OpSel>>k&1 == 1 {
			s.hiHalf = true
		}
		if sdwaHigh(in, k) {
			s.hiHalf = true
		}
		m.sdwaSelect(in, d, k, &s)
		ss[k] = s
	}
	if d.Shape == amdgcn.ShapePk2 || d.Shape == amdgcn.ShapePk3 {
		return m.packed(in, e, ss[:ns])
	}
	switch d.Key {
	case "cndmask_b32":
		return m.cndmask(in, ss[0], ss[1])
	case "mov_b32":
		return m.unary(in, ss[0], func(x uint64) uint64 { return x })
	case "and_b32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a & b })
	case "or_b32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a | b })
	case "lshlrev_b32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return b << (a & 31) })
	case "lshrrev_b32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return b >> (a & 31) })
	case "add_u32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a + b })
	case "mul_u32_u24":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return (a & 0xffffff) * (b & 0xffffff) })
	case "mul_lo_u32":
		return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a * b })
	case "lshl_or_b32":
		return m.ternary(in, ss, func(a, b, c uint64) uint64 { return a<<(b&31) | c })
	case "bfe_u32":
		return m.ternary(in, ss, func(a, b, c uint64) uint64 {
			w := c & 31
			return a >> (b & 31) & (1<<w - 1)
		})
	}
	if f := bitTernary(d.Key); f != nil {
		return m.ternary(in, ss, f)
	}
	if ok, err := m.valuLLC(in, d, ss); ok {
		return err
	}
	if ok, err := m.valuRows(in, d, ss); ok { // tablerows.go
		return err
	}
	if c, ok := floatCmp(d); ok && d.Shape == amdgcn.ShapeCmp {
		return m.compareFloat(in, c, ss[0], ss[1])
	}
	if d.Shape == amdgcn.ShapeCmp {
		return m.compare(in, d, ss[0], ss[1])
	}
	// The min/max family: package semantics' model of the form.
	md, name, err := m.modelFor(e)
	if err != nil {
		return errAt(in, "no semantics model %s: %v", name, err)
	}
	lo, hi, err := m.dstVGPR(in, in.A.Dst, regsOf(d.Dst))
	if err != nil {
		return err
	}
	dstHi := d.Dst == amdgcn.TF16 || d.Dst == amdgcn.TI16
	dstHi = dstHi && in.A.OpSel>>3&1 == 1
	var x [3][]uint64
	for k := 0; k < ns; k++ {
		x[k] = m.buf(k)
		ss[k].gather(m, x[k])
	}
	if ns < 3 {
		x[2] = m.buf(2)
		clear(x[2])
	}
	if ns < 2 {
		x[1] = m.buf(1)
		clear(x[1])
	}
	res := m.buf(3)
	var evalErr error
	m.active(func(lo, hi int) {
		if evalErr != nil {
			return
		}
		evalErr = md.evalBlock(res[lo:hi], x[0][lo:hi], x[1][lo:hi], x[2][lo:hi])
	})
	if evalErr != nil {
		return errAt(in, "%s: %v", name, evalErr)
	}
	if in.A.Clamp {
		lane := laneType(d.Dst)
		m.active(func(a, b int) {
			for i := a; i < b; i++ {
				res[i] = clampF(lane, res[i], m.Mode.DX10Clamp)
			}
		})
	}
	m.scatter(lo, hi, res, d.Dst, dstHi, m.keep16(d.Shape))
	return nil
}

// scatter writes the results of the active lanes: 16-bit results replace
// the low half (the high half with op_sel dst) and keep the other half.
func (m *Machine) scatter(lo, hi []uint32, res []uint64, t amdgcn.OpType, dstHi bool, keep uint32) {
	m.active(func(a, b int) {
		switch t {
		case amdgcn.TF16, amdgcn.TI16:
			if dstHi {
				for i := a; i < b; i++ {
					lo[i] = lo[i]&0xffff | uint32(res[i]&0xffff)<<16
				}
			} else {
				for i := a; i < b; i++ {
					lo[i] = lo[i]&keep | uint32(res[i]&0xffff)
				}
			}
		case amdgcn.TF64, amdgcn.TI64:
			for i := a; i < b; i++ {
				lo[i], hi[i] = uint32(res[i]), uint32(res[i]>>32)
			}
		default:
			for i := a; i < b; i++ {
				lo[i] = uint32(res[i])
			}
		}
	})
}

// keep16 returns the bits of the destination a 16-bit result written to
// the low half keeps: none on GFX9 for the two-input and VOP1 forms (they
// zero bits 31:16), bits 31:16 elsewhere. LLVM 19's
// GCNSubtarget::zeroesHigh16BitsOfDest lists V_MAX/MIN_F16/I16/U16,
// V_LSHLREV_B16, V_CVT_F16_F32 (e32 and e64) among the instructions that
// zero the high bits "on gfx9 and older" and preserve them on GFX10+ ("On
// gfx10, all 16-bit instructions preserve the high bits";
// docs/reference/amdgpu.md §4.8); GFX9's three-input 16-bit forms
// (v_max3_f16, v_med3_f16, …, with op_sel) are not in that list and keep
// the high half here (unverified).
func (m *Machine) keep16(shape amdgcn.Shape) uint32 {
	if m.Gen.Family == amdgcn.GFX9 && (shape == amdgcn.ShapeBinary || shape == amdgcn.ShapeVOP1) {
		return 0
	}
	return 0xffff0000
}

func regsOf(t amdgcn.OpType) int {
	if t == amdgcn.TF64 || t == amdgcn.TI64 {
		return 2
	}
	return 1
}

func (m *Machine) unary(in *Inst, a src, f func(uint64) uint64) error {
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	m.lanes(func(w, i int) { lo[i] = uint32(f(a.val(m, w, i))) })
	return nil
}

func (m *Machine) binary(in *Inst, a, b src, f func(a, b uint64) uint64) error {
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	m.lanes(func(w, i int) { lo[i] = uint32(f(a.val(m, w, i), b.val(m, w, i))) })
	return nil
}

func (m *Machine) ternary(in *Inst, ss [3]src, f func(a, b, c uint64) uint64) error {
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	m.lanes(func(w, i int) { lo[i] = uint32(f(ss[0].val(m, w, i), ss[1].val(m, w, i), ss[2].val(m, w, i))) })
	return nil
}

// maskReg reads a lane-mask operand (VCC, an SGPR or pair) per wave.
func (m *Machine) maskReg(in *Inst, o amdgcn.Operand) (func(w int) uint64, error) {
	regs := 1
	if m.mask64 {
		regs = 2
	}
	if o.Kind != amdgcn.OpSGPR {
		if o.Kind == amdgcn.OpInline || o.Kind == amdgcn.OpLiteral {
			c := o.Value(amdgcn.TI64)
			return func(int) uint64 { return c }, nil
		}
		return nil, errAt(in, "the lane mask must be an SGPR")
	}
	var s src
	if err := m.readReg(in, o, regs, &s); err != nil {
		return nil, err
	}
	if s.kind == amdgcn.OpInline { // null
		return func(int) uint64 { return 0 }, nil
	}
	c := int(o.Code)
	return func(w int) uint64 {
		x := uint64(m.s[c][w])
		if regs == 2 {
			x |= uint64(m.s[c+1][w]) << 32
		}
		return x
	}, nil
}

func (m *Machine) cndmask(in *Inst, a, b src) error {
	mask, err := m.maskReg(in, in.A.Src[2])
	if err != nil {
		return err
	}
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	for w := 0; w < m.nw; w++ {
		mk := mask(w)
		ex := m.exec(w)
		for b0 := 0; b0 < m.ws; b0++ {
			i := w*m.ws + b0
			if i >= m.N || ex>>b0&1 == 0 {
				continue
			}
			if mk>>b0&1 == 1 {
				lo[i] = uint32(b.val(m, w, i))
			} else {
				lo[i] = uint32(a.val(m, w, i))
			}
		}
	}
	return nil
}

// writeMask writes a lane mask (VOPC result) to an SGPR (pair on wave64)
// of every wave.
func (m *Machine) writeMask(in *Inst, o amdgcn.Operand, mask []uint64) error {
	if o.Kind != amdgcn.OpSGPR {
		return errAt(in, "the destination of a compare must be an SGPR")
	}
	c := int(o.Code)
	if c == int(amdgcn.NullCode(m.Gen)) && m.Gen.Family != amdgcn.GFX9 {
		return nil
	}
	regs := 1
	if m.mask64 {
		regs = 2
	}
	if !m.sgprOK(c, regs) {
		return errAt(in, "SGPR destination code %d is not supported by the executor", c)
	}
	for w := 0; w < m.nw; w++ {
		m.SetSGPR(c, w, uint32(mask[w]))
		if regs == 2 {
			m.SetSGPR(c+1, w, uint32(mask[w]>>32))
		}
	}
	return nil
}

// cmpFunc returns the lane function of a VOPC compare of package amdgcn's
// table (operands of lane type lane), or nil where the executor has none.
func cmpFunc(key string, lane semantics.Type) func(x, y uint64) bool {
	switch {
	case strings.HasPrefix(key, "cmp_o_"):
		return func(x, y uint64) bool { return !semantics.IsNaN(lane, x) && !semantics.IsNaN(lane, y) }
	case strings.HasPrefix(key, "cmp_u_"):
		return func(x, y uint64) bool { return semantics.IsNaN(lane, x) || semantics.IsNaN(lane, y) }
	case strings.HasPrefix(key, "cmp_class_"):
		return func(x, y uint64) bool { return y>>classBit(lane, x)&1 == 1 }
	}
	return intCompare(key)
}

func (m *Machine) compare(in *Inst, d *amdgcn.InstDef, a, b src) error {
	f := cmpFunc(d.Key, laneType(d.Src[0]))
	if f == nil {
		return errAt(in, "compare %s is not supported by the executor", d.Key)
	}
	mask := make([]uint64, m.nw)
	m.lanes(func(w, i int) {
		if f(a.val(m, w, i), b.val(m, w, i)) {
			mask[w] |= 1 << (i - w*m.ws)
		}
	})
	return m.writeMask(in, in.A.Dst, mask)
}

func floatResult(t amdgcn.OpType) bool {
	return t == amdgcn.TF16 || t == amdgcn.TF32 || t == amdgcn.TF64 || t == amdgcn.TV2F16
}

// clampF is the clamp output modifier on a float result: into [0.0, 1.0],
// a NaN becoming +0 when MODE.DX10_CLAMP is set and passing through when
// it is clear (docs/reference/amdgpu.md §4.1, MODE.DX10_CLAMP). A −0 result is kept
// (−0 is not below 0.0; unverified on hardware, and LLVM, which folds
// minnum(maxnum(x, 0.0), 1.0) into clamp, allows either zero there).
func clampF(t semantics.Type, x uint64, dx10 bool) uint64 {
	if semantics.IsNaN(t, x) {
		if dx10 {
			return 0
		}
		return x
	}
	one := map[semantics.Type]uint64{semantics.F16: 0x3c00, semantics.F32: 0x3f800000, semantics.F64: 0x3ff0000000000000}[t]
	sign := uint64(1) << (t.Bits() - 1)
	switch {
	case x&sign != 0 && x != sign:
		return 0
	case x&sign == 0 && x > one:
		return one
	}
	return x
}

func laneType(t amdgcn.OpType) semantics.Type {
	switch t {
	case amdgcn.TF16, amdgcn.TV2F16:
		return semantics.F16
	case amdgcn.TF64:
		return semantics.F64
	}
	return semantics.F32
}

// cmpClassBit is the bit of V_CMP_CLASS's mask that each class selects: 0
// signaling NaN, 1 quiet NaN, 2 −inf, 3 −normal, 4 −subnormal, 5 −0, 6 +0,
// 7 +subnormal, 8 +normal, 9 +inf (AMD ISA V_CMP_CLASS_F32).
var cmpClassBit = [...]uint{
	semantics.NegSNaN: 0, semantics.PosSNaN: 0, semantics.NegQNaN: 1, semantics.PosQNaN: 1,
	semantics.NegInf: 2, semantics.NegNormal: 3, semantics.NegSubnormal: 4, semantics.NegZero: 5,
	semantics.PosZero: 6, semantics.PosSubnormal: 7, semantics.PosNormal: 8, semantics.PosInf: 9,
}

// classBit is the bit of V_CMP_CLASS's mask that x's class (package
// semantics' classification of float type t) selects.
func classBit(t semantics.Type, x uint64) uint { return cmpClassBit[semantics.Classify(t, x)] }

// packed runs a VOP3P instruction: each 16-bit lane of each source picked
// by op_sel (lane 0) and op_sel_hi (lane 1), negated by neg_lo / neg_hi
// (float forms), then the model of the form on the packed pair.
func (m *Machine) packed(in *Inst, e *amdgcn.Entry, ss []src) error {
	md, name, err := m.modelFor(e)
	if err != nil {
		return errAt(in, "no semantics model %s: %v", name, err)
	}
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	float := e.Def.Dst == amdgcn.TV2F16
	a := in.A
	if !float && (a.NegLo|a.NegHi) != 0 {
		return errAt(in, "neg_lo/neg_hi on an integer packed form are not supported by the executor")
	}
	var evalErr error
	m.lanes(func(w, i int) {
		var x [3]uint64
		for k := range ss {
			c := ss[k].val(m, w, i)
			l0, l1 := c&0xffff, c&0xffff
			if a.OpSel>>k&1 == 1 {
				l0 = c >> 16
			}
			if a.OpSelHi>>k&1 == 1 {
				l1 = c >> 16
			}
			if float && a.NegLo>>k&1 == 1 {
				l0 ^= 0x8000
			}
			if float && a.NegHi>>k&1 == 1 {
				l1 ^= 0x8000
			}
			x[k] = l0 | l1<<16
		}
		r, err := md.m.Eval(md.t, x[0], x[1], x[2])
		if err != nil {
			evalErr = err
			return
		}
		v := r.Bits()
		if a.Clamp {
			v = clampF(semantics.F16, v&0xffff, m.Mode.DX10Clamp) | clampF(semantics.F16, v>>16, m.Mode.DX10Clamp)<<16
		}
		lo[i] = uint32(v)
	})
	if evalErr != nil {
		return errAt(in, "%s: %v", name, evalErr)
	}
	return nil
}
