package amdgcn

import (
	"fmt"
	"math"
	"strings"
)

// shapeOperands is the number of comma-separated operands of each shape.
var shapeOperands = [...]int{ShapeVOP1: 2, ShapeBinary: 3, ShapeTernary: 4, ShapeCmp: 3, ShapeCndmask: 4,
	ShapePk2: 3, ShapePk3: 4, ShapeNoArgs: 0, ShapeSImm16: 1, ShapeWaitcnt: 0, ShapeSLoad: 3, ShapeGLoad: 3, ShapeGStore: 3,
	ShapeWaitImm: 1, ShapeSOP1: 2, ShapeSOP2: 3, ShapeSOPC: 2, ShapeMad64: 5, ShapeAddCo: 4, ShapeAddCoCI: 5, ShapeReadLane: 2, ShapeBranch: 1,
	ShapeDelayALU: 0, ShapeSendMsg: 0, ShapeSOPK: 2, ShapeCmpX: 3, ShapeVNop: 0}

// build turns a parsed statement into an instruction: it types the operands,
// picks the e32 or e64 form as llvm-mc does, and checks the generation's rules.
func (p *lineParser) build(st *statement, in *Inst) bool {
	e := st.mn.entry
	if e.q.ok && p.buildQuick(st, in) {
		return true
	}
	return p.buildFull(st, in)
}

// buildFull is build without the quick builder.
func (p *lineParser) buildFull(st *statement, in *Inst) bool {
	e := st.mn.entry
	d := e.Def
	g := p.gen
	in.gen, in.w64 = g.ID, g.Wave64()
	// a provisional row, so that in.Entry() works before the selection
	if e.Long != nil {
		in.setForm(e.Long)
	} else {
		in.setForm(e.Short)
	}
	in.Line, in.Col = int32(p.pos.Line), int32(p.pos.Col)
	ops := st.ops[:st.nops]
	if p.sext && !st.sdwa.set && st.mn.force != forceSDWA {
		for k := range ops {
			if ops[k].sext {
				p.errAt(ops[k].sextCol, "invalid operand for instruction: sext() applies to SDWA sources only")
				return false
			}
		}
	}
	if st.cpol != 0 && !((d.Shape == ShapeGLoad || d.Shape == ShapeGStore) && g.cachePolicySC()) {
		p.errAt(st.colCPol, "invalid operand for instruction")
		return false
	}
	need := shapeOperands[d.Shape]
	if d.Shape == ShapeNoArgs && len(ops) == 1 {
		need = 1 // s_endpgm N
	}
	if d.noDst() || d.Shape == ShapeSOP1 && d.Src[0] == TNone {
		need = 1 // s_setpc_b64 sN, s_getpc_b64 sN
	}
	cmpxNoDst := d.Shape == ShapeCmpX && g.Family >= GFX10
	if cmpxNoDst {
		need = 2 // GFX10+ v_cmpx: no destination operand (it writes EXEC)
	}
	// A compare written without its destination is the e32 (or GFX11+ DPP)
	// form writing VCC, as llvm-mc-19 reads "v_cmp_ne_u32 v1, v2" (and, on
	// GFX9, "v_cmpx_ne_u32 v1, v2"): docs/reference/amdgpu.md §3.11.
	impliedVCC := (d.Shape == ShapeCmp || d.Shape == ShapeCmpX && !cmpxNoDst) && len(ops) == 2 &&
		st.mn.force != 64 && st.mn.force != forceSDWA && st.mn.force != forceE64DPP && !st.sdwa.set
	if impliedVCC {
		need = 2
	}
	if len(ops) != need {
		col := p.pos.Col
		if len(ops) > need {
			col = ops[need].col
		} else if len(ops) > 0 {
			col = ops[len(ops)-1].col
		}
		p.errAt(col, "invalid operand for instruction: %s takes %d operands, got %d", ref(&e.Name), need, len(ops))
		return false
	}
	switch d.Shape {
	case ShapeNoArgs:
		in.setForm(e.Long)
		if len(ops) == 1 {
			o := ops[0]
			if o.kind != OpLiteral || o.isFloat || o.iv < 0 || o.iv > 0xffff {
				p.errAt(o.col, "invalid operand for instruction: %s takes an optional integer in [0, 65535]", ref(&e.Name))
				return false
			}
			in.Imm = uint32(o.iv)
		}
		return p.noMods(st, 0)
	case ShapeSImm16, ShapeWaitImm:
		o := ops[0]
		if o.kind != OpLiteral || o.isFloat || o.iv < -32768 || o.iv > 0xffff {
			p.errAt(o.col, "invalid operand for instruction: %s takes an integer in [0, 65535]", ref(&e.Name))
			return false
		}
		in.setForm(e.Long)
		in.Imm = uint32(uint16(o.iv))
		return p.noMods(st, 0)
	case ShapeWaitcnt:
		in.setForm(e.Long)
		if st.hasOff {
			v := uint32(st.offset)
			if re, _ := encodeWaitcnt(g.Family, decodeWaitcnt(g.Family, v)); re != v {
				p.errAt(p.pos.Col, "invalid s_waitcnt operand: %#x sets bits outside vmcnt, expcnt and lgkmcnt on %s (write vmcnt(N) expcnt(N) lgkmcnt(N))", v, ref(&g.Name))
				return false
			}
			in.Imm = v
			return true
		}
		v, msg := encodeWaitcnt(g.Family, st.wait)
		if msg != "" {
			p.errAt(p.pos.Col, "%s", msg)
			return false
		}
		in.Imm = v
		return true
	case ShapeBranch:
		return p.buildBranch(st, in, e)
	case ShapeDelayALU, ShapeSendMsg:
		in.setForm(e.Long)
		in.Imm = uint32(st.offset)
		return true
	case ShapeSOPK:
		return p.buildSOPK(st, in, ops)
	case ShapeSLoad:
		return p.buildSLoad(st, in)
	case ShapeGLoad, ShapeGStore:
		return p.buildGlobal(st, in)
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		return p.buildScalar(st, in, ops)
	case ShapeVNop:
		return p.buildVNop(st, in, e)
	}

	// VALU
	if cmpxNoDst {
		// the implicit destination, EXEC (the e32 form needs no VCC)
		ops = append([]rawOp{{kind: OpSGPR, code: codeExecLo, regs: uint8(g.WaveSize / 32), vcc: true, col: p.pos.Col}}, ops...)
	}
	force := st.mn.force
	if impliedVCC {
		ops = append([]rawOp{{kind: OpSGPR, code: codeVCCLo, regs: uint8(g.WaveSize / 32), vcc: true, col: p.pos.Col}}, ops...)
		if force == 0 && !st.dpp.set {
			force = 32 // only the e32 form has an implicit VCC
		}
	}
	if d.Shape == ShapeCmpX && (st.sdwa.set || st.dpp.set || st.mn.force == forceSDWA || st.mn.force == forceDPP || st.mn.force == forceE64DPP) {
		p.errAt(p.pos.Col, "invalid operand for instruction: the DPP and SDWA forms of %s are outside this assembler's table", ref(&e.Name))
		return false
	}
	pk := d.Shape == ShapePk2 || d.Shape == ShapePk3
	dst := ops[0]
	srcs := ops[1:]
	var maskOp, sdstOp *rawOp
	if d.Shape.hasSDst() {
		sdstOp = &srcs[0]
		srcs = srcs[1:]
	}
	if d.Shape.masked() {
		maskOp = &srcs[2]
		srcs = srcs[:2]
	}
	if d.Shape == ShapeCmp || d.Shape == ShapeCmpX {
		if dst.kind == OpSGPR && dst.code == codeLDSDirect {
			p.errAt(dst.col, "invalid operand for instruction")
			return false
		}
		if dst.kind != OpSGPR || int(dst.regs) != g.WaveSize/32 && dst.regs != 0 || dst.abs || dst.neg {
			p.errAt(dst.col, "invalid operand for instruction: the destination of %s must be %s",
				e.Name, maskDesc(g))
			return false
		}
		in.Dst = Operand{Kind: OpSGPR, Code: dst.code, Regs: uint8(g.WaveSize / 32)}
	} else if d.Shape == ShapeReadLane {
		if dst.kind != OpSGPR || dst.regs > 1 || dst.abs || dst.neg || dst.code >= 128 {
			p.errAt(dst.col, "invalid operand for instruction: the destination of %s must be an SGPR", ref(&e.Name))
			return false
		}
		if dst.code == m0Code(g.Family) && !g.LLVM19 {
			// llvm-mc-22 (gfx950's oracle): the destination class
			// SReg_32_XM0 excludes m0; llvm-mc-19 accepts it
			p.errAt(dst.col, "invalid operand for instruction: the destination of %s cannot be m0 on %s", ref(&e.Name), ref(&g.Name))
			return false
		}
		if len(srcs) == 1 && srcs[0].kind != OpVGPR {
			p.errAt(srcs[0].col, "invalid operand for instruction: the source of %s must be a VGPR", ref(&e.Name))
			return false
		}
		if st.sdwa.set || st.dpp.set || st.mn.force == forceSDWA || st.mn.force == forceDPP || st.mn.force == forceE64DPP {
			p.errAt(p.pos.Col, "invalid operand for instruction: the DPP and SDWA forms of %s are outside this assembler's table", ref(&e.Name))
			return false
		}
		in.Dst = Operand{Kind: OpSGPR, Code: dst.code, Regs: 1}
	} else {
		if dst.kind != OpVGPR || int(dst.regs) != d.Dst.regs() || dst.abs || dst.neg {
			p.errAt(dst.col, "invalid operand for instruction: the destination of %s must be %s", ref(&e.Name), vgprDesc(d.Dst.regs()))
			return false
		}
		if !p.checkAlign(&dst) {
			return false
		}
		in.Dst = Operand{Kind: OpVGPR, Code: dst.code, Regs: dst.regs}
	}
	for i := range srcs {
		o := &srcs[i]
		t := d.Src[i]
		if o.dneg {
			// llvm-mc-19 rejects "--N" on a float operand ("expected
			// 'neg' modifier")
			if t.isF() {
				p.errAt(o.col, "invalid operand: double negation")
				return false
			}
			o.dnegValue()
		}
		op := &in.Src[i] // written field by field (no stack copy of a struct built bytewise)
		switch o.kind {
		case OpVGPR, OpSGPR:
			want := t.regs()
			if o.kind == OpSGPR && o.code == codeLDSDirect && !p.ldsDirect(o, i, want, e.Name) {
				return false
			}
			if int(o.regs) != want && !(o.regs == 0 && o.kind == OpSGPR) {
				p.errAt(o.col, "invalid operand for instruction: source %d of %s must be %s", i, ref(&e.Name), regDesc(want))
				return false
			}
			if o.kind == OpVGPR && !p.checkAlign(o) {
				return false
			}
			op.Kind, op.Code, op.Regs = o.kind, o.code, uint8(want)
		case OpLiteral:
			var msg string
			*op, msg = immOperand(t, o.isFloat, o.iv, o.fv)
			if msg != "" {
				p.errAt(o.col, "%s", msg)
				return false
			}
			op.intTok = !o.isFloat
		default:
			p.errAt(o.col, "invalid operand for instruction")
			return false
		}
		if o.abs || o.neg {
			if d.Mods&ModAbsNeg == 0 || !t.isF() {
				p.errAt(o.col, "invalid operand for instruction: %s accepts no abs/neg modifier on source %d", ref(&e.Name), i)
				return false
			}
			if _, inl := intInline(o.iv); t == TF64 && o.kind == OpLiteral && !o.isFloat && !inl {
				p.errAt(o.col, "invalid operand for instruction: abs/neg cannot apply to a 64-bit integer constant (write it as a float)")
				return false
			}
		}
		op.Abs, op.Neg = o.abs, o.neg
	}
	if maskOp != nil {
		if maskOp.kind != OpSGPR || int(maskOp.regs) != g.WaveSize/32 && maskOp.regs != 0 || maskOp.abs || maskOp.neg {
			p.errAt(maskOp.col, "invalid operand for instruction: the mask of %s must be %s", ref(&e.Name),
				maskDesc(g))
			return false
		}
		if !maskReg(maskOp.code, g) {
			p.errAt(maskOp.col, "invalid operand for instruction: the mask of %s must be an SGPR, vcc, a ttmp or null", ref(&e.Name))
			return false
		}
		in.Src[2] = Operand{Kind: OpSGPR, Code: maskOp.code, Regs: uint8(g.WaveSize / 32)}
	}
	if sdstOp != nil {
		if sdstOp.kind != OpSGPR || int(sdstOp.regs) != g.WaveSize/32 && sdstOp.regs != 0 || sdstOp.abs || sdstOp.neg || !maskReg(sdstOp.code, g) || sdstOp.code >= 128 {
			p.errAt(sdstOp.col, "invalid operand for instruction: the carry-out of %s must be %s", ref(&e.Name),
				maskDesc(g))
			return false
		}
		in.SDst = Operand{Kind: OpSGPR, Code: sdstOp.code, Regs: uint8(g.WaveSize / 32)}
	}

	// modifiers
	if st.clamp {
		ok := d.Mods&ModClamp != 0
		if !ok {
			p.errAt(st.colClamp, "invalid operand for instruction: %s does not accept clamp on %s", ref(&e.Name), ref(&g.Name))
			return false
		}
		in.Clamp = true
	}
	if st.colOmod != 0 {
		if d.Mods&ModOmod == 0 {
			p.errAt(st.colOmod, "invalid operand for instruction: %s does not accept an output modifier", ref(&e.Name))
			return false
		}
		in.Omod = st.omod
	}
	if st.hasOff {
		p.errAt(st.colOffset, "invalid operand for instruction: offset is not an operand of %s", ref(&e.Name))
		return false
	}
	nsrc := len(srcs)
	if pk {
		in.OpSelHi = 7
		for k := 0; k < 4; k++ {
			if st.listN[k] < 0 {
				continue
			}
			if int(st.listN[k]) != nsrc {
				p.errAt(st.modCol[k], "invalid %s: %s needs %d entries", listNames[k], ref(&e.Name), nsrc)
				return false
			}
			var v uint8
			for j := 0; j < nsrc; j++ {
				v |= st.lists[k][j] << j
			}
			switch k {
			case lOpSel:
				in.OpSel = v
			case lOpSelHi:
				in.OpSelHi = v | (7 &^ (1<<nsrc - 1))
			case lNegLo:
				in.NegLo = v
			case lNegHi:
				in.NegHi = v
			}
		}
	} else {
		for k := 1; k < 4; k++ {
			if st.listN[k] >= 0 {
				p.errAt(st.modCol[k], "not a valid operand: %s is a VOP3P modifier", listNames[k])
				return false
			}
		}
		if st.listN[lOpSel] >= 0 {
			if d.Mods&ModOpSel == 0 {
				p.errAt(st.modCol[lOpSel], "not a valid operand: %s does not accept op_sel", ref(&e.Name))
				return false
			}
			if int(st.listN[lOpSel]) != nsrc+1 {
				p.errAt(st.modCol[lOpSel], "invalid op_sel: %s needs %d entries (sources, then dst)", ref(&e.Name), nsrc+1)
				return false
			}
			for j := 0; j < nsrc; j++ {
				in.OpSel |= st.lists[lOpSel][j] << j
			}
			in.OpSel |= st.lists[lOpSel][nsrc] << 3
		}
	}

	// encoding selection
	var vccMask bool
	if maskOp != nil {
		vccMask = maskOp.vcc
	}
	if d.Shape == ShapeAddCo || d.Shape == ShapeAddCoCI {
		// e32 writes the carry to VCC (and reads it from VCC)
		vccMask = sdstOp.vcc && (maskOp == nil || maskOp.vcc)
		if st.sdwa.set || st.dpp.set || st.mn.force == forceSDWA || st.mn.force == forceDPP || st.mn.force == forceE64DPP {
			p.errAt(p.pos.Col, "invalid operand for instruction: the DPP and SDWA forms of %s are outside this assembler's table", ref(&e.Name))
			return false
		}
	}
	if st.sdwa.set || st.mn.force == forceSDWA {
		return p.buildSDWA(st, in, ops, dst, vccMask)
	}
	if st.dpp.set || st.mn.force == forceDPP || st.mn.force == forceE64DPP {
		return p.buildDPP(st, in, ops, dst, vccMask)
	}
	shortOK, why := shortEligible(in, d, st, dst, vccMask, g)
	switch force {
	case 32:
		if !shortOK && impliedVCC && st.mn.force == 0 {
			// llvm-mc-19 points at the first operand
			p.errAt(ops[1].col, "invalid operand for instruction: %s without a destination is the e32 form writing VCC, which %s", ref(&e.Name), why)
			return false
		}
		if !shortOK {
			p.errAt(p.pos.Col, "invalid operand for instruction: the e32 form %s", why)
			return false
		}
		in.setForm(e.Short)
	case 64:
		in.setForm(e.Long)
	default:
		if shortOK {
			in.setForm(e.Short)
		} else {
			in.setForm(e.Long)
		}
	}
	if in.Form() == nil {
		p.errAt(p.pos.Col, "invalid operand for instruction: %s has no VOP3 form on %s and the e32 form %s", ref(&e.Name), ref(&g.Name), why)
		return false
	}
	if in.Form() == e.Short {
		// e32 has no modifier bits: llvm-mc folds abs/neg into constants.
		for i := 0; i < in.nsrc(); i++ {
			o := &in.Src[i]
			if (o.Abs || o.Neg) && (o.Kind == OpInline || o.Kind == OpLiteral) {
				f, ok := foldMods(*o, d.Src[i])
				if !ok {
					p.errAt(srcOp(ops, in, i).col, "invalid operand for instruction: cannot fold the modifier into this constant")
					return false
				}
				*o = f
			}
		}
	}
	return p.validate(in, ops)
}

func vgprDesc(n int) string {
	switch n {
	case 1:
		return "a VGPR"
	case 2:
		return "a VGPR pair v[N:N+1]"
	}
	return fmt.Sprintf("%d VGPRs v[N:N+%d]", n, n-1)
}

// sgprTuple spells an n-SGPR operand: sN, s[N:N+1], ...
func sgprTuple(n int) string {
	if n == 1 {
		return "sN"
	}
	return fmt.Sprintf("s[N:N+%d]", n-1)
}

func regDesc(n int) string {
	if n == 2 {
		return "a 64-bit register pair or a constant"
	}
	return "a 32-bit register or a constant"
}

func (p *lineParser) checkAlign(o *rawOp) bool {
	// small enough to inline: most operands are one register
	if o.regs > 1 && o.kind == OpVGPR {
		return p.checkTupleAlign(o)
	}
	return true
}

func (p *lineParser) checkTupleAlign(o *rawOp) bool {
	if p.gen.AlignedVGPRTuples && (o.code-codeVGPR0)%2 != 0 {
		p.errAt(o.col, "invalid register class: vgpr tuples must be 64 bit aligned on %s (use v[N:N+1] with N even)", ref(&p.gen.Name))
		return false
	}
	return true
}

// shortEligible reports whether the VOP1/VOP2/VOPC form can encode in.
// The reasons shortEligible gives, as textRefs for the messages.
var (
	why0 = textRef("does not exist on this generation")
	why1 = textRef("accepts no clamp, output or op_sel modifier")
	why2 = textRef("reads the mask from vcc (vcc_lo in wave32)")
	why3 = textRef("writes the carry to vcc (vcc_lo in wave32)")
	why4 = textRef("accepts no output modifier")
	why5 = textRef("accepts no abs/neg source modifiers")
	why6 = textRef("cannot fold abs/neg into this constant")
	why7 = textRef("needs a VGPR as its second source")
	why8 = textRef("writes vcc (vcc_lo in wave32)")
	why9 = textRef("addresses only v0..v127 for 16-bit operands on GFX11+")
)

func shortEligible(in *Inst, d *InstDef, st *statement, dst rawOp, vccMask bool, g *Generation) (bool, *textRef) {
	e := in.Entry()
	if e.Short == nil {
		return false, &why0
	}
	if in.Clamp || in.Omod != 0 || in.OpSel != 0 || st.listN[lOpSel] >= 0 {
		return false, &why1
	}
	n := in.nsrc()
	if d.Shape.masked() {
		n = 2
		if !vccMask {
			return false, &why2
		}
	}
	if d.Shape == ShapeAddCo && !vccMask {
		return false, &why3
	}
	if st.colOmod != 0 {
		return false, &why4
	}
	for i := 0; i < n; i++ {
		o := &in.Src[i]
		if o.Abs || o.Neg {
			if o.Kind != OpInline && o.Kind != OpLiteral {
				return false, &why5
			}
			if _, ok := foldMods(*o, d.Src[i]); !ok {
				return false, &why6
			}
		}
	}
	if n >= 2 && in.Src[1].Kind != OpVGPR {
		return false, &why7
	}
	if (d.Shape == ShapeCmp || d.Shape == ShapeCmpX) && !dst.vcc {
		return false, &why8
	}
	if g.Family >= GFX11 && (d.Src[0].is16() || d.Dst.is16()) {
		// (a VOP1 conversion's 32-bit side takes any VGPR, llvm-mc-19)
		cvt := d.Shape == ShapeVOP1 && d.Dst.is16() != d.Src[0].is16()
		if in.Dst.Kind == OpVGPR && in.Dst.Code-codeVGPR0 >= 128 && (!cvt || d.Dst.is16()) {
			return false, &why9
		}
		for i := 0; i < n; i++ {
			if in.Src[i].Kind == OpVGPR && in.Src[i].Code-codeVGPR0 >= 128 && (!cvt || d.Src[i].is16()) {
				return false, &why9
			}
		}
	}
	return true, nil
}

// validate applies the constant-bus and literal rules (docs/reference/amdgpu.md §2).
func (p *lineParser) validate(in *Inst, ops []rawOp) bool {
	g := p.gen
	n := in.nsrc()
	var sg [4]uint16 // code | regs<<9: vcc_lo and vcc are different reads
	ns := 0
	hasLit := false
	var lit uint32
	addS := func(c uint16) {
		for i := 0; i < ns; i++ {
			if sg[i] == c {
				return
			}
		}
		sg[ns] = c
		ns++
	}
	for i := 0; i < n; i++ {
		o := &in.Src[i]
		switch o.Kind {
		case OpSGPR:
			if isConstBusReg(o.Code, g.Family) {
				addS(o.Code | uint16(o.Regs)<<9)
			}
		case OpLiteral:
			if hasLit && lit != o.Lit {
				p.errAt(srcOp(ops, in, i).col, "only one unique literal operand is allowed")
				return false
			}
			if !hasLit && (in.Form().Enc == EncVOP3 || in.Form().Enc == EncVOP3P) && !g.VOP3Literal {
				p.errAt(srcOp(ops, in, i).col, "literal operands are not supported: %s allows no literal in VOP3/VOP3P (use an inline constant, or v_mov_b32 the value into a VGPR)", ref(&g.Name))
				return false
			}
			hasLit, lit = true, o.Lit
		}
	}
	if in.Entry().Def.Shape.masked() && in.Form() == in.Entry().Short {
		addS(codeVCCLo | uint16(g.WaveSize/32)<<9)
	}
	bus := ns
	if hasLit {
		bus++
	}
	if limit := in.Entry().Def.busLimit(g); bus > limit {
		col := p.pos.Col
		if len(ops) > 1 {
			col = ops[len(ops)-1].col
		}
		for i := 0; i < n; i++ {
			if in.Src[i].Kind == OpSGPR || in.Src[i].Kind == OpLiteral {
				col = srcOp(ops, in, i).col
			}
		}
		p.errAt(col, "invalid operand (violates constant bus restrictions): %s allows %d SGPR or literal value(s) per instruction, this one reads %d", ref(&g.Name), limit, bus)
		return false
	}
	return true
}

func isConstBusReg(code uint16, f Family) bool {
	if code == nullCode(f) && f != GFX9 {
		return false
	}
	return code < 128 || (code >= 235 && code <= 239) || (code >= 251 && code <= 253)
}

// buildVNop builds v_nop, v_nop_e32 (VOP1) or v_nop_e64 (VOP3): no
// operands (checked by the caller) and no modifiers. The errors are
// llvm-mc-19's, at the first modifier: "invalid operand for instruction"
// for clamp and (GFX9, GFX10) for DPP controls on _e32/_e64, "not a valid
// operand." for the others (docs/reference/amdgpu.md §3.12).
func (p *lineParser) buildVNop(st *statement, in *Inst, e *Entry) bool {
	if st.dpp.set && st.mn.force == 0 && p.gen.Family <= GFX10 {
		// v_nop quad_perm:[...] (GFX10: dpp8:[...]) is llvm-mc-19's DPP form
		p.errAt(st.dpp.col, "invalid operand for instruction: the DPP and SDWA forms of %s are outside this assembler's table", ref(&e.Name))
		return false
	}
	col, invalid := 0, false
	bad := func(c int, inv bool) {
		if c > 0 && (col == 0 || c < col) {
			col, invalid = c, inv
		}
	}
	if st.clamp {
		bad(st.colClamp, true)
	}
	bad(st.colOmod, false)
	if st.hasOff {
		bad(st.colOffset, false)
	}
	for k := range st.listN {
		if st.listN[k] >= 0 {
			bad(st.modCol[k], false)
		}
	}
	if st.sdwa.set {
		bad(st.sdwa.col, false)
	}
	if st.dpp.set {
		bad(st.dpp.col, (st.mn.force == 32 || st.mn.force == 64) && p.gen.Family <= GFX10)
	}
	if col != 0 {
		if invalid {
			p.errAt(col, "invalid operand for instruction: %s takes no operands or modifiers", ref(&e.Name))
		} else {
			p.errAt(col, "not a valid operand: %s takes no modifiers", ref(&e.Name))
		}
		return false
	}
	if st.mn.force == 64 {
		in.setForm(e.Long)
	} else {
		in.setForm(e.Short)
	}
	if in.Form() == nil {
		p.errAt(p.pos.Col, "invalid instruction: %s has no such form on %s", ref(&e.Name), ref(&p.gen.Name))
		return false
	}
	return true
}

func (p *lineParser) noMods(st *statement, _ int) bool {
	if st.clamp || st.colOmod != 0 || st.hasOff || st.listN != [4]int8{-1, -1, -1, -1} {
		p.errAt(p.pos.Col, "invalid operand for instruction: %s takes no modifiers", st.mn.entry.Name)
		return false
	}
	return true
}

func (p *lineParser) buildSLoad(st *statement, in *Inst) bool {
	e := st.mn.entry
	d := e.Def
	in.setForm(e.Long)
	sd, sb, off := st.ops[0], st.ops[1], st.ops[2]
	if sd.kind != OpSGPR || int(sd.regs) != d.Dwords || int(sd.code) >= p.gen.SGPRs {
		p.errAt(sd.col, "invalid operand for instruction: the destination of %s must be %d SGPR(s) %s", ref(&e.Name), d.Dwords, sgprTuple(d.Dwords))
		return false
	}
	if sb.kind != OpSGPR || sb.regs != 2 || int(sb.code) >= p.gen.SGPRs {
		p.errAt(sb.col, "invalid operand for instruction: the base of %s must be an SGPR pair s[N:N+1]", ref(&e.Name))
		return false
	}
	if off.kind == OpSGPR && off.code == nullCode(p.gen.Family) && (p.gen.Family == GFX10 || p.gen.Family == GFX11) {
		in.SOffNull = true
		off = rawOp{kind: OpLiteral, col: off.col}
	}
	if off.kind != OpLiteral || off.isFloat || off.iv < 0 || off.iv > 0xfffff {
		p.errAt(off.col, "invalid operand for instruction: the offset of %s must be an integer in [0, 0xfffff]", ref(&e.Name))
		return false
	}
	in.Dst = Operand{Kind: OpSGPR, Code: sd.code, Regs: sd.regs}
	in.Src[0] = Operand{Kind: OpSGPR, Code: sb.code, Regs: 2}
	in.Offset = int32(off.iv)
	return p.noMods(st, 0)
}

func flatOffsetRange(f Family) (int64, int64) {
	switch f {
	case GFX10:
		return -2048, 2047
	case GFX12:
		return -1 << 23, 1<<23 - 1
	}
	return -4096, 4095
}

func (p *lineParser) buildGlobal(st *statement, in *Inst) bool {
	e := st.mn.entry
	d := e.Def
	in.setForm(e.Long)
	var data, addr, sa rawOp
	if d.Shape == ShapeGLoad {
		data, addr, sa = st.ops[0], st.ops[1], st.ops[2]
	} else {
		addr, data, sa = st.ops[0], st.ops[1], st.ops[2]
	}
	if data.kind != OpVGPR || int(data.regs) != d.Dwords || !p.checkAlign(&data) {
		if !p.bad {
			p.errAt(data.col, "invalid operand for instruction: the data operand of %s must be %s", ref(&e.Name), vgprDesc(d.Dwords))
		}
		return false
	}
	wantAddr := 1
	if sa.kind == OpOff {
		wantAddr = 2
	} else if sa.kind != OpSGPR || sa.regs != 2 || int(sa.code) >= p.gen.SGPRs {
		p.errAt(sa.col, "invalid operand for instruction: the scalar address of %s must be an SGPR pair s[N:N+1] or off", ref(&e.Name))
		return false
	}
	if addr.kind != OpVGPR || int(addr.regs) != wantAddr || !p.checkAlign(&addr) {
		if !p.bad {
			p.errAt(addr.col, "invalid operand for instruction: the address of %s must be %s", ref(&e.Name),
				pick3(wantAddr, "a 32-bit VGPR offset when a scalar address is given", "a VGPR pair v[N:N+1] with off", ""))
		}
		return false
	}
	if st.clamp || st.colOmod != 0 || st.listN != [4]int8{-1, -1, -1, -1} {
		p.errAt(p.pos.Col, "invalid operand for instruction: %s takes only offset:N", ref(&e.Name))
		return false
	}
	if st.hasOff {
		lo, hi := flatOffsetRange(p.gen.Family)
		if st.offset < lo || st.offset > hi {
			p.errAt(st.colOffset, "invalid offset: %s expects a signed offset in [%d, %d]", ref(&p.gen.Name), lo, hi)
			return false
		}
		in.Offset = int32(st.offset)
	}
	if d.Shape == ShapeGLoad {
		in.Dst = Operand{Kind: OpVGPR, Code: data.code, Regs: data.regs}
	} else {
		in.Src[2] = Operand{Kind: OpVGPR, Code: data.code, Regs: data.regs}
	}
	in.Src[0] = Operand{Kind: OpVGPR, Code: addr.code, Regs: addr.regs}
	in.CPol = st.cpol
	if sa.kind == OpOff {
		in.Src[1] = Operand{Kind: OpOff}
	} else {
		in.Src[1] = Operand{Kind: OpSGPR, Code: sa.code, Regs: 2}
	}
	return true
}

// waitcnt field layout per family: (shift, width) of vmcnt lo, expcnt,
// lgkmcnt, vmcnt hi. Source: decoded from llvm-mc-19 s_waitcnt encodings.
type waitLayout struct {
	vmLo, vmLoW, exp, lgkm, lgkmW, vmHi, vmHiW uint
}

func waitcntLayout(f Family) waitLayout {
	switch f {
	case GFX9:
		return waitLayout{vmLo: 0, vmLoW: 4, exp: 4, lgkm: 8, lgkmW: 4, vmHi: 14, vmHiW: 2}
	case GFX10:
		return waitLayout{vmLo: 0, vmLoW: 4, exp: 4, lgkm: 8, lgkmW: 6, vmHi: 14, vmHiW: 2}
	}
	return waitLayout{vmLo: 10, vmLoW: 6, exp: 0, lgkm: 4, lgkmW: 6}
}

func (l waitLayout) max() [3]int {
	return [3]int{1<<(l.vmLoW+l.vmHiW) - 1, 7, 1<<l.lgkmW - 1}
}

func encodeWaitcnt(f Family, w [3]int) (uint32, string) {
	l := waitcntLayout(f)
	mx := l.max()
	for i := range w {
		if w[i] < 0 {
			w[i] = mx[i]
		}
		if w[i] > mx[i] {
			return 0, "invalid s_waitcnt: " + waitNames[i] + " is at most " + itoa(mx[i])
		}
	}
	v := uint32(w[0]&(1<<l.vmLoW-1)) << l.vmLo
	if l.vmHiW > 0 {
		v |= uint32(w[0]>>l.vmLoW) << l.vmHi
	}
	v |= uint32(w[1]) << l.exp
	v |= uint32(w[2]) << l.lgkm
	return v, ""
}

func decodeWaitcnt(f Family, v uint32) [3]int {
	l := waitcntLayout(f)
	vm := int(v>>l.vmLo) & (1<<l.vmLoW - 1)
	if l.vmHiW > 0 {
		vm |= (int(v>>l.vmHi) & (1<<l.vmHiW - 1)) << l.vmLoW
	}
	return [3]int{vm, int(v>>l.exp) & 7, int(v>>l.lgkm) & (1<<l.lgkmW - 1)}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// maskReg reports whether code may be a lane-mask operand: llvm-mc-19
// accepts any scalar source there except exec (class SReg_1_XEXEC; it prints
// exec with an "Invalid register" comment, which Assemble rejects instead).
func maskReg(code uint16, g *Generation) bool {
	if code == codeExecLo || code == codeExecHi || code == codeLDSDirect {
		return false
	}
	return true
}

// buildScalar types the operands of a scalar ALU instruction: an SGPR (or
// exec, vcc, m0, null) destination, SGPR or constant sources, at most one
// unique literal (docs/reference/amdgpu.md §2 operand codes; llvm-mc-19 probes).
// ldsDirect checks src_lds_direct as VALU source i of width regs, with
// llvm-mc-19's messages in its order. llvm-mc-19 also rejects it in the
// *rev* opcodes (v_lshlrev_b32, v_lshrrev_b32), whose src0 is the shift.
func (p *lineParser) ldsDirect(o *rawOp, i, regs int, name string) bool {
	switch {
	case revOpcode(name) && p.gen.LDSDirect && regs == 1:
		p.errAt(o.col, "lds_direct cannot be used with this instruction")
	case regs != 1:
		p.errAt(o.col, "invalid operand for instruction")
	case !p.gen.LDSDirect:
		// llvm-mc points at the register, after a '-' or '|'
		p.errAt(o.col+int(bit(o.neg))+int(bit(o.abs)), "lds_direct is not supported on this GPU")
	case i != 0:
		p.errAt(o.col, "lds_direct may be used as src0 only")
	default:
		return true
	}
	return false
}

// revOpcode reports whether name is a *rev* opcode (its operands
// reversed: v_lshlrev_b32, v_subrev_u32, ...), not v_bfrev_b32 (a bit
// reverse, which llvm-mc-19 lets read src_lds_direct on gfx908 and GFX10).
func revOpcode(name string) bool {
	return strings.Contains(name, "rev_") && !strings.HasPrefix(name, "v_bfrev_")
}

func (p *lineParser) buildScalar(st *statement, in *Inst, ops []rawOp) bool {
	e := st.mn.entry
	d := e.Def
	for k := range ops {
		if ops[k].kind == OpSGPR && ops[k].code == codeLDSDirect {
			p.errAt(ops[k].col, "invalid operand for instruction")
			return false
		}
	}
	in.setForm(e.Long)
	if in.Form() == nil {
		in.setForm(e.Short)
	}
	srcs := ops
	if d.Shape != ShapeSOPC && !d.noDst() {
		dst := ops[0]
		srcs = ops[1:]
		if dst.kind != OpSGPR || dst.abs || dst.neg || dst.code >= 128 || int(dst.regs) != d.Dst.regs() && dst.regs != 0 {
			p.errAt(dst.col, "invalid operand for instruction: the destination of %s must be %s", ref(&e.Name), pick3(d.Dst.regs(), "an SGPR such as s4", "an SGPR pair such as s[4:5] or exec", ""))
			return false
		}
		in.Dst = Operand{Kind: OpSGPR, Code: dst.code, Regs: uint8(d.Dst.regs())}
	}
	hasLit := false
	var lit uint32
	for i := range srcs {
		o := &srcs[i]
		t := d.Src[i]
		if o.dneg {
			o.dnegValue()
		}
		if o.abs || o.neg {
			p.errAt(o.col, "invalid operand for instruction: %s accepts no abs/neg modifier", ref(&e.Name))
			return false
		}
		op := &in.Src[i]
		if d.noDst() && (o.kind != OpSGPR || !pcSource(o.code)) {
			// s_setpc_b64 jumps to a register pair: no constants, no scc
			p.errAt(o.col, "invalid operand for instruction")
			return false
		}
		switch o.kind {
		case OpSGPR:
			if int(o.regs) != t.regs() && o.regs != 0 {
				p.errAt(o.col, "invalid operand for instruction: source %d of %s must be %s", i, ref(&e.Name), regDesc(t.regs()))
				return false
			}
			op.Kind, op.Code, op.Regs = OpSGPR, o.code, uint8(t.regs())
		case OpLiteral:
			var msg string
			*op, msg = immOperand(t, o.isFloat, o.iv, o.fv)
			if msg != "" {
				p.errAt(o.col, "%s", msg)
				return false
			}
			if _, isInt := intInline(o.iv); d.Shape == ShapeSOPC && t == TF16 && !o.isFloat && op.Kind == OpInline && !isInt {
				// llvm-mc-19 keeps an integer written on a SOPC f16
				// operand as a literal even where its bits are an inline
				// float (s_cmp_o_f16 0x3800, s80), unlike SOP2's s_max_f16
				*op = Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: uint32(uint16(o.iv))}
			}
			if d.Shape == ShapeSOPC && t == TF16 && o.isFloat && op.Kind == OpLiteral {
				// and writes a float literal there (one that is no
				// inline constant and fits f16) as its f32 bits, printing
				// their low half: s_cmp_o_f16 s1, 1.5 is literal
				// 0x3fc00000, listed as 0x0 (run: llvm-mc-19, gfx1150 and
				// gfx1201; SOP2's s_max_f16 writes the f16 bits 0x3e00)
				op.Lit = math.Float32bits(float32(o.fv))
			}
			op.intTok = !o.isFloat
			if op.Kind == OpLiteral {
				if hasLit && lit != op.Lit {
					p.errAt(o.col, "only one unique literal operand is allowed")
					return false
				}
				hasLit, lit = true, op.Lit
			}
		default:
			p.errAt(o.col, "invalid operand for instruction: %s takes SGPRs and constants (no VGPRs)", ref(&e.Name))
			return false
		}
	}
	return p.noMods(st, 0)
}

// pick3 is one, two or four by n (1, 2, 4), "" for another n: a message
// part chosen without building a map.
func pick3(n int, one, two, four string) string {
	switch n {
	case 1:
		return one
	case 2:
		return two
	case 4:
		return four
	}
	return ""
}

// srcOp is the written operand of source i (after vdst, and sdst where the
// shape has one).
func srcOp(ops []rawOp, in *Inst, i int) *rawOp {
	k := 1 + i
	if in.Entry().Def.Shape.hasSDst() {
		k++
	}
	return &ops[min(k, len(ops)-1)]
}

// dnegValue turns an integer operand written with two or more minus signs
// before a number into the integer llvm-mc-19's expression parser makes of
// it: the number's 64 bits (a float's IEEE double bits: "--4.0" is
// 0x4010000000000000, 4.0 as a 64-bit inline constant; "---1.0" is
// -0x3ff0000000000000, the bits of -4.0), negated once per minus sign.
// The result is an integer, range-checked as any other (so "--2.0" does
// not fit a 32-bit operand, and "--0.0" is 0).
func (o *rawOp) dnegValue() {
	v := uint64(o.iv)
	if o.isFloat {
		v = math.Float64bits(o.fv)
	}
	if o.nneg%2 == 1 {
		v = -v
	}
	o.iv, o.fv, o.isFloat, o.neg, o.dneg = int64(v), float64(int64(v)), false, false, false
}

// maskDesc spells the lane-mask operand of g's wave size for the messages.
func maskDesc(g *Generation) string {
	if g.WaveSize == 64 {
		return "an SGPR pair such as vcc or s[4:5]"
	}
	return "an SGPR such as vcc_lo or s4"
}
