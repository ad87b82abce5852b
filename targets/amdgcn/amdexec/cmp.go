package amdexec

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The float compares outside package amdgcn's table (v_cmp_o/u/class are
// in it): v_cmp_{lt,eq,le,gt,lg,ge,nge,nlg,ngt,nle,neq,nlt}_{f16,f32,f64},
// VOPC (e32, result in VCC) and VOP3 (e64, result in an SGPR or pair).
// Opcodes from llvm-mc-19 -show-encoding (gfx908, gfx942, gfx1010, gfx1030,
// gfx1100, gfx1200; the VOP3 opcode equals the VOPC one): GFX9 f16 0x20+i,
// f32 0x40+i, f64 0x60+i; GFX10 f32 0x00+i, f64 0x20+i, f16 0xc8+i (i < 8)
// or 0xe0+i; GFX11/GFX12 f16 0x00+i, f32 0x10+i, f64 0x20+i, where i is
// the predicate's index below (1 lt … 14 nlt, AMD's order). Checked by
// TestCmpEncodings.

var cmpPreds = [...]string{1: "lt", 2: "eq", 3: "le", 4: "gt", 5: "lg", 6: "ge", 9: "nge", 10: "nlg", 11: "ngt", 12: "nle", 13: "neq", 14: "nlt"}

// A CmpForm is one float compare: the predicate's index in AMD's order (1
// lt, 2 eq, 3 le, 4 gt, 5 lg, 6 ge, 9 nge, 10 nlg, 11 ngt, 12 nle, 13 neq,
// 14 nlt) and the operand type (TF16, TF32, TF64).
type CmpForm struct {
	Pred int
	Type amdgcn.OpType
}

func cmpOpcode(f amdgcn.Family, c CmpForm) int {
	i := c.Pred
	switch f {
	case amdgcn.GFX9:
		return map[amdgcn.OpType]int{amdgcn.TF16: 0x20, amdgcn.TF32: 0x40, amdgcn.TF64: 0x60}[c.Type] + i
	case amdgcn.GFX10:
		switch c.Type {
		case amdgcn.TF32:
			return i
		case amdgcn.TF64:
			return 0x20 + i
		}
		if i < 8 {
			return 0xc8 + i
		}
		return 0xe0 + i
	}
	return map[amdgcn.OpType]int{amdgcn.TF16: 0, amdgcn.TF32: 0x10, amdgcn.TF64: 0x20}[c.Type] + i
}

var cmpTypes = map[string]amdgcn.OpType{"f16": amdgcn.TF16, "f32": amdgcn.TF32, "f64": amdgcn.TF64}

// parseCmpName reads v_cmp_<pred>_<type>[_e32|_e64].
func parseCmpName(mn string) (CmpForm, int, bool) {
	force := 0
	switch {
	case strings.HasSuffix(mn, "_e32"):
		force, mn = 32, mn[:len(mn)-4]
	case strings.HasSuffix(mn, "_e64"):
		force, mn = 64, mn[:len(mn)-4]
	}
	rest, ok := strings.CutPrefix(mn, "v_cmp_")
	if !ok {
		return CmpForm{}, 0, false
	}
	p, ty, ok := strings.Cut(rest, "_")
	t, tok := cmpTypes[ty]
	if !ok || !tok {
		return CmpForm{}, 0, false
	}
	for i, n := range cmpPreds {
		if n != "" && n == p {
			return CmpForm{Pred: i, Type: t}, force, true
		}
	}
	return CmpForm{}, 0, false
}

var extCmp = &ExtDef{Name: "v_cmp", Kind: ExtCmp}

func cmpName(c CmpForm) string {
	return "v_cmp_" + cmpPreds[c.Pred] + "_" + map[amdgcn.OpType]string{amdgcn.TF16: "f16", amdgcn.TF32: "f32", amdgcn.TF64: "f64"}[c.Type]
}

// parseCmp reads "v_cmp_lt_f32[_e32|_e64] sdst, src0, src1" (src0 may be
// a constant, both may carry |x| and -x in the e64 form).
func parseCmp(gen *amdgcn.Generation, c CmpForm, force int, rest string) (Inst, error) {
	in := Inst{Ext: extCmp, Cmp: c}
	var ops []string
	for _, o := range strings.Split(rest, ",") {
		ops = append(ops, strings.TrimSpace(o))
	}
	if len(ops) != 3 {
		return in, fmt.Errorf("want sdst, src0, src1")
	}
	dst, err := parseReg(gen, ops[0])
	if err != nil || dst.Kind != amdgcn.OpSGPR {
		return in, fmt.Errorf("the destination must be an SGPR or pair (vcc), have %q", ops[0])
	}
	in.A.Dst = dst
	regs := uint8(1)
	if c.Type == amdgcn.TF64 {
		regs = 2
	}
	mods := false
	for k, s := range ops[1:] {
		var o amdgcn.Operand
		abs := strings.HasPrefix(strings.TrimPrefix(s, "-"), "|") && strings.HasSuffix(s, "|")
		neg := strings.HasPrefix(s, "-") && (abs || strings.HasPrefix(s, "-v") || strings.HasPrefix(s, "-s"))
		if neg {
			s = s[1:]
		}
		if abs {
			s = s[1 : len(s)-1]
		}
		mods = mods || abs || neg
		if f, ok := floatInline(s); ok {
			o = f
		} else if o, err = parseSrc(gen, s); err != nil {
			return in, err
		}
		if o.Kind == amdgcn.OpVGPR || o.Kind == amdgcn.OpSGPR {
			if o.Regs != regs && !(o.Kind == amdgcn.OpSGPR && regs == 1) {
				return in, fmt.Errorf("operand %d: want a %d-register operand, have %q", k+1, regs, s)
			}
			o.Regs = regs
		}
		if o.Kind == amdgcn.OpLiteral && c.Type == amdgcn.TF64 {
			return in, fmt.Errorf("64-bit literals are not accepted here")
		}
		o.Abs, o.Neg = abs, neg
		in.A.Src[k] = o
	}
	e32 := !mods && in.A.Src[1].Kind == amdgcn.OpVGPR && dst.Code == 106
	switch {
	case force == 32 && !e32:
		return in, fmt.Errorf("the e32 form needs vcc, a VGPR second source and no modifiers")
	case force == 64 || !e32:
		in.Long = true
	}
	return in, nil
}

// decodeCmp decodes a VOPC or VOP3 float compare.
func decodeCmp(gen *amdgcn.Generation, b []byte) (Inst, int, bool, error) {
	if len(b) < 4 {
		return Inst{}, 0, false, nil
	}
	w := binary.LittleEndian.Uint32(b)
	f := gen.Family
	find := func(op int) (CmpForm, bool) {
		for _, t := range []amdgcn.OpType{amdgcn.TF16, amdgcn.TF32, amdgcn.TF64} {
			for i, n := range cmpPreds {
				if n != "" && cmpOpcode(f, CmpForm{Pred: i, Type: t}) == op {
					return CmpForm{Pred: i, Type: t}, true
				}
			}
		}
		return CmpForm{}, false
	}
	regs := func(c CmpForm) uint8 {
		if c.Type == amdgcn.TF64 {
			return 2
		}
		return 1
	}
	vcc := amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: 106, Regs: uint8(gen.WaveSize / 32)}
	if w>>25 == 0x3e { // VOPC
		c, ok := find(int(w >> 17 & 0xff))
		if !ok {
			return Inst{}, 0, false, nil
		}
		in := Inst{Ext: extCmp, Cmp: c}
		in.A.Dst = vcc
		s0, lit, err := decodeSrcCode(gen, uint16(w&0x1ff), b[4:])
		if err != nil {
			return in, 0, false, fmt.Errorf("%s: %v", cmpName(c), err)
		}
		if lit > 0 && c.Type == amdgcn.TF64 {
			return in, 0, false, fmt.Errorf("%s: a 64-bit literal is not supported", cmpName(c))
		}
		if s0.Kind == amdgcn.OpVGPR || s0.Kind == amdgcn.OpSGPR {
			s0.Regs = regs(c)
		}
		s1 := vgpr(int(w >> 9 & 0xff))
		s1.Regs = regs(c)
		in.A.Src[0], in.A.Src[1] = s0, s1
		return in, 4 + lit, true, nil
	}
	prefix := uint32(0x34)
	if f != amdgcn.GFX9 {
		prefix = 0x35
	}
	if w>>26 != prefix || len(b) < 8 {
		return Inst{}, 0, false, nil
	}
	c, ok := find(int(w >> 16 & 0x3ff))
	if !ok {
		return Inst{}, 0, false, nil
	}
	w2 := binary.LittleEndian.Uint32(b[4:])
	in := Inst{Ext: extCmp, Cmp: c, Long: true}
	if w>>15&1 == 1 || w2>>27&3 != 0 || f != amdgcn.GFX9 && w>>11&0xf != 0 {
		return in, 0, false, fmt.Errorf("%s: clamp, omod or op_sel set: not supported", cmpName(c))
	}
	in.A.Dst = amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: uint16(w & 0xff), Regs: uint8(gen.WaveSize / 32)}
	n := 8
	for k := 0; k < 2; k++ {
		s, lit, err := decodeSrcCode(gen, uint16(w2>>(9*k)&0x1ff), b[8:])
		if err != nil {
			return in, 0, false, fmt.Errorf("%s: %v", cmpName(c), err)
		}
		if lit > 0 {
			if !gen.VOP3Literal || c.Type == amdgcn.TF64 {
				return in, 0, false, fmt.Errorf("%s: literal not supported here", cmpName(c))
			}
			n = 12
		}
		if s.Kind == amdgcn.OpVGPR || s.Kind == amdgcn.OpSGPR {
			s.Regs = regs(c)
		}
		s.Abs = w>>(8+k)&1 == 1
		s.Neg = w2>>(29+k)&1 == 1
		in.A.Src[k] = s
	}
	if w2>>18&0x1ff != 0 {
		return in, 0, false, fmt.Errorf("%s: a third source is set", cmpName(c))
	}
	return in, n, true, nil
}

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

func (m *Machine) stepCmp(in *Inst) error {
	c := in.Cmp
	var ss [2]src
	for k := 0; k < 2; k++ {
		s, err := m.source(in, k, c.Type)
		if err != nil {
			return err
		}
		ss[k] = s
	}
	lane := laneType(c.Type)
	dn := m.Mode.Denorm1664
	if c.Type == amdgcn.TF32 {
		dn = m.Mode.Denorm32
	}
	flush := dn == 0 || dn == 2
	mask := make([]uint64, m.nw)
	m.lanes(func(w, i int) {
		if cmpFloat(c.Pred, lane, ss[0].val(m, w, i), ss[1].val(m, w, i), flush) {
			mask[w] |= 1 << (i - w*m.ws)
		}
	})
	return m.writeMask(in, in.A.Dst, mask)
}
