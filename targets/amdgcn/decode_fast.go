package amdgcn

import (
	"encoding/binary"
	"slices"
	"strconv"
	"sync"
)

// The listing fast path: decode, check and print in one pass, from plans
// made per generation, encoding and opcode when the generation's table is
// first used, for the common rows: VOP1, VOP2 and VOPC e32 (also with a
// literal, SDWA, DPP16 and DPP8), VOP3 without op_sel, VOP3P,
// v_readfirstlane_b32, SOP1, SOP2, SOPC, SOPP with a plain immediate, and
// GFX9 s_load and global loads and stores. Each operand code is looked up
// in a per-type class table (decodeSrc's verdict, the register-tuple and
// src_lds_direct rules of checkInst and whether the printer's name tables
// hold the spelling, all precomputed), so the legality checks are table
// lookups and bit tests, and the text is written from the form's mnemonic
// word and the name words. Anything the plans do not settle (op_sel, the
// lane-mask and carry shapes, more constant-bus reads than the limit, the
// special registers the name tables leave to appendOperandValue, GFX10+
// memory words, VOP3 DPP, ...) declines (returns 0), and the caller runs
// decodeInto, checkInst and AppendText. So where the fast path answers it
// writes exactly what the full path writes (TestFastLineMatchesSlow,
// TestFastLineStream, FuzzFastLine), and where the full path rejects an
// encoding the fast path never answers.

// Operand classes (fastTable.cls): the low three bits are the kind, bits
// 3..5 the register count to index the name tables with.
const (
	fcSlow   = 0 // the full path decides
	fcVGPR   = 1
	fcBusSGR = 2 // an SGPR that takes a constant-bus slot
	fcSGPR   = 3 // an SGPR that does not (null on GFX10+)
	fcInline = 4 // an inline constant
	fcLit    = 5 // the literal code (e32 and scalar sources: the dword after the word)
	// a source the name tables do not spell, written from
	// fastTable.nm: 248 (1/(2*pi), whose spelling depends on the type),
	// the special registers (src_shared_base, src_vccz, ...) and the
	// SGPRs whose names are too long for the name tables' words
	// (flat_scratch_lo), which take a constant-bus slot
	fcNamed    = 6
	fcNamedBus = 7
)

// Plan kinds.
const (
	fpNone = iota
	fpVOP1
	fpVOP2
	fpVOPC
	fpVOP3
	fpVOP3Cmp // VOP3 with an SGPR lane-mask destination
	fpSOP1
	fpSOP2
	fpSOPC
	fpSOPPNoArgs // s_endpgm [N]: the immediate in decimal when not 0
	fpSOPPImm    // s_nop N: decimal up to 64, else hex
	fpSOPPHex    // GFX12 s_wait_*: hex
	fpSOPPBranch // s_branch N: decimal
	fpGLoad      // GFX9 global_load
	fpGStore     // GFX9 global_store
	fpVOP3P      // packed VOP3P
	fpReadLane   // v_readfirstlane_b32 sdst, vsrc0 (VOP1)
	fpSLoad      // GFX9 s_load
	fpVOPCX      // GFX10+ v_cmpx e32: no destination operand (EXEC)
	fpVOP3CmpX   // GFX10+ v_cmpx e64: the destination field holds exec_lo, not printed
	fpSOPK       // SOPK sdst, simm16 (hex)
	fpVOP3B      // VOP3B: vdst, sdst (the carry out, bits 14:8), sources; no abs, op_sel
)

type fastPlan struct {
	kind   uint8
	nsrc   uint8
	absNeg uint8 // VOP3: bit i set when source i accepts abs/neg
	clamp  bool  // VOP3: clamp accepted
	omod   bool  // VOP3: output modifier accepted
	opSel  bool  // VOP3: op_sel accepted
	bus    uint8 // the constant-bus limit
	mn     *word32
	dst    *[512]uint8 // classes of the destination field's codes
	src    [3]*[512]uint8
	ty     [3]OpType // the sources' types, for a literal's check and spelling
	// SDWA (the e32 plans of rows that have it): the mnemonic with
	// _sdwa (nil: the full path), the class tables of sources read
	// through the SGPR bit, and the sources that may be read sign-extended
	sdwa    *word32
	sdwaSrc [2]*[256]uint8
	sext    uint8
	dwords  uint8 // global loads and stores: the data size
	// DPP (the e32 plans of rows that have it): the printed mnemonic
	// (dppName's) and which of DPP16, DPP8 the row has
	dpp     *word32
	dppKind DPPSupport
	// carry: the e32 VOP2 rows with VCC operands (cndmask and the carry
	// shapes): carrySDst ", vcc" after the destination, carryMask
	// ", vcc" after the sources (a constant-bus read)
	carrySDst, carryMask bool
}

type fastTable struct {
	// plans[idx[enc][op]] is the plan of opcode op of encoding enc (the
	// opcode field's width; index 0 is the zero plan): only the rows
	// the generation has take a plan's space
	idx   [numEncodings][1024]uint16
	plans []fastPlan
	cls   [TI64 + 1][512]uint8
	// maskCls: the classes of a VOP3 lane-mask source (decodeInto's:
	// an SGPR of the wave's width that maskReg allows)
	maskCls [512]uint8
	names   *regNameTable
	vcc     word16 // " vcc" / " vcc_lo": the e32 VOPC destination
	// sdwaCls: the SDWA sources with the SGPR bit (decodeSDWA's rules),
	// sdwaDst the VOPC SDWA sdst codes
	sdwaCls   [TI64 + 1][256]uint8
	sdwaDst   [128]uint8
	sdwaWords []word32
	dppWords  []word32
	// inl: the spelling of the inline constants in the name tables
	// (appendOperandValue's, which does not depend on the type but for
	// 248, not among them)
	inl [256]string
	// nm[ty][c]: the spelling of the fcNamed/fcNamedBus source code c
	// (< 256) for type ty (appendOperandValue's)
	nm     [TI64 + 1][256]string
	fam    Family
	gfx9   bool
	wave32 bool
	// GFX9 FLAT: the gfx940 family's cache-policy bits; the SGPR count,
	// VGPR tuple alignment and offset range of checkInst
	sc           bool
	sgprs        int
	aligned      bool
	offLo, offHi int32
	g            *Generation
}

var (
	fastOnce [numGens][2]sync.Once
	fastTabs [numGens][2]*fastTable
)

func fastTables(g *Generation) *fastTable {
	w := 0
	if g.Wave64() {
		w = 1
	}
	fastOnce[g.ID][w].Do(func() { fastTabs[g.ID][w] = buildFast(g) })
	return fastTabs[g.ID][w]
}

func buildFast(g *Generation) *fastTable {
	t := decTable(g.ID)
	ft := &fastTable{names: regNames(g), fam: g.Family, gfx9: g.Family == GFX9, sc: g.cachePolicySC(), sgprs: g.SGPRs, aligned: g.AlignedVGPRTuples}
	ft.g = g
	lo, hi := flatOffsetRange(g.Family)
	ft.offLo, ft.offHi = int32(max(lo, -1<<31)), int32(min(hi, 1<<31-1))
	names := ft.names
	// the VGPR half depends on the register count alone: made once per
	// count and copied (start-up)
	var vgprCls [5]*[512]uint8
	for ty := TNone; ty <= TI64; ty++ {
		for c := 0; c < 256; c++ {
			ft.cls[ty][c] = fastClass(uint16(c), ty, g, names)
		}
		if r := ty.regs(); r < 5 && vgprCls[r] != nil {
			copy(ft.cls[ty][256:], vgprCls[r][256:])
			continue
		}
		for c := 256; c < 512; c++ {
			ft.cls[ty][c] = fastClass(uint16(c), ty, g, names)
		}
		if r := ty.regs(); r < 5 {
			vgprCls[r] = &ft.cls[ty]
		}
	}
	for ty := TNone; ty <= TI64; ty++ {
		for c := 0; c < 256; c++ {
			if ft.cls[ty][c] != fcSlow || c == codeLDSDirect || c == codeLiteral {
				continue
			}
			o, ok := decodeSrc(uint16(c), ty, g)
			switch {
			case !ok:
			case c < 128:
				// an SGPR whose ", name" is too long for a word16
				// (flat_scratch_lo)
				if o.Kind == OpSGPR && o.Regs < 5 && names.s[o.Regs][c] != "" {
					ft.nm[ty][c] = names.s[o.Regs][c]
					ft.cls[ty][c] = fcNamed
					if isConstBusReg(uint16(c), g.Family) {
						ft.cls[ty][c] = fcNamedBus
					}
				}
			case o.Kind == OpSGPR && specialNames[uint16(c)] != "":
				ft.nm[ty][c] = specialNames[uint16(c)]
				ft.cls[ty][c] = fcNamed
				if isConstBusReg(uint16(c), g.Family) {
					ft.cls[ty][c] = fcNamedBus
				}
			case o.Kind == OpInline:
				// (not decodeSrc's inl16 literals: their encoding
				// comment is that of the printed text, the full path's
				// reencodes)
				ft.nm[ty][c] = string(appendOperandValue(nil, &o, ty, g))
				ft.cls[ty][c] = fcNamed
			}
		}
	}
	for c := 128; c < 256; c++ {
		if names.c[1][c].n != 0 {
			o := Operand{Kind: OpInline, Code: uint16(c), Regs: 1}
			ft.inl[c] = string(appendOperandValue(nil, &o, TF32, g))
		}
	}
	waveRegs := g.WaveSize / 32
	ft.vcc, ft.wave32 = names.d[waveRegs][codeVCCLo], waveRegs == 1
	for ty := TNone; ty <= TI64; ty++ {
		for c := 0; c < 256; c++ {
			k := ft.cls[ty][c]
			switch {
			case ty.regs() != 1, k&7 == fcLit, k&7 == fcSGPR && uint16(c) != nullCode(g.Family):
				k = fcSlow
			}
			ft.sdwaCls[ty][c] = k
		}
	}
	for c := 0; c < 128; c++ {
		// decodeSDWA: an SGPR code read as TB32, then widened to the wave's mask
		o, ok := decodeSrc(uint16(c), TB32, g)
		if !ok || o.Kind != OpSGPR || waveRegs == 2 && (c%2 != 0 || c == 124) || names.d[waveRegs][c].n == 0 {
			continue
		}
		ft.sdwaDst[c] = fcSGPR | uint8(waveRegs)<<3
	}
	for c := 0; c < 256; c++ {
		o, ok := decodeSrc(uint16(c), maskTy0(waveRegs), g)
		if k := ft.cls[maskTy0(waveRegs)][c]; ok && o.Kind == OpSGPR && maskReg(uint16(c), g) && (k&7 == fcBusSGR || k&7 == fcSGPR) {
			ft.maskCls[c] = k
		}
	}
	ft.sdwaWords = make([]word32, len(forms))
	ft.dppWords = make([]word32, len(forms))
	maskTy := TB32
	if waveRegs == 2 {
		maskTy = TF64
	}
	ft.plans = make([]fastPlan, 1, 512)
	width := [numEncodings]int{EncSOPK: 32, EncVOP3P: 128, EncSMEM: 256, EncFLAT: 256, EncSOPP: 128, EncVOP1: 256, EncVOP2: 64, EncVOPC: 256, EncVOP3: 1024, EncSOP1: 256, EncSOP2: 128, EncSOPC: 128}
	for enc := Encoding(0); enc < numEncodings; enc++ {
		if width[enc] == 0 {
			continue
		}
		for op, e := range t.dec[enc][:width[enc]] {
			if e == nil {
				continue
			}
			if p := ft.plan(enc, e, g, maskTy); p.kind != fpNone {
				ft.idx[enc][op] = uint16(len(ft.plans))
				ft.plans = append(ft.plans, p)
			}
		}
	}
	return ft
}

// maskTy0 is decodeInto's type of a lane mask of a wave of waveRegs
// registers.
func maskTy0(waveRegs int) OpType {
	if waveRegs == 2 {
		return TF64
	}
	return TB32
}

// fastClass is the class of source code c for an operand of type ty: what
// decodeSrc gives, narrowed to what the fast path prints and checks.
func fastClass(c uint16, ty OpType, g *Generation, names *regNameTable) uint8 {
	o, ok := decodeSrc(c, ty, g)
	if !ok || o.Regs >= 5 || c == codeLDSDirect {
		return fcSlow
	}
	if o.Kind == OpLiteral {
		if c == codeLiteral && !o.inl16 {
			return fcLit | 1<<3
		}
		return fcSlow
	}
	r := o.Regs
	if names.c[r][c].n == 0 || names.d[r][c].n == 0 {
		return fcSlow
	}
	switch o.Kind {
	case OpVGPR:
		// checkInst's register-tuple rules
		if int(c-codeVGPR0)+int(r) > 256 || r > 1 && g.AlignedVGPRTuples && c%2 != 0 || names.s[r][c] == "" {
			return fcSlow
		}
		return fcVGPR | r<<3
	case OpSGPR:
		if names.s[r][c] == "" {
			return fcSlow
		}
		if isConstBusReg(c, g.Family) {
			return fcBusSGR | r<<3
		}
		return fcSGPR | r<<3
	case OpInline:
		return fcInline | r<<3
	}
	return fcSlow
}

// plan is the fast plan of entry e decoded from encoding enc, or a zero
// plan where the full path must decide.
func (ft *fastTable) plan(enc Encoding, e *Entry, g *Generation, maskTy OpType) fastPlan {
	var p fastPlan
	fi := e.fiLong
	if enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC {
		fi = e.fiShort
	}
	if fi == 0 || forms[fi-1].Enc != enc || formWord[fi-1].n == 0 {
		return p
	}
	f := &forms[fi-1]
	d := e.Def
	p.mn = &formWord[fi-1]
	p.nsrc = e.nsrc
	p.bus = uint8(min(d.busLimit(g), 255))
	if p.bus < 1 {
		return fastPlan{}
	}
	for i := 0; i < int(e.nsrc); i++ {
		p.src[i] = &ft.cls[d.Src[i]]
		p.ty[i] = d.Src[i]
		if d.Mods&ModAbsNeg != 0 && d.Src[i].isF() {
			p.absNeg |= 1 << i
		}
		if !d.Src[i].isF() {
			p.sext |= 1 << i
		}
	}
	p.clamp, p.omod, p.opSel = d.Mods&ModClamp != 0, d.Mods&ModOmod != 0, d.Mods&ModOpSel != 0
	if (enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC) && f.DPP&(DPP16|DPP8) != 0 {
		name := e.Name + "_dpp"
		if enc == EncVOPC {
			name = e.Name
		}
		if dw := mkWord32(name); dw.n != 0 {
			ft.dppWords[fi-1] = dw
			p.dpp, p.dppKind = &ft.dppWords[fi-1], f.DPP&(DPP16|DPP8)
		}
	}
	if (enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC) && f.DPP&SDWA != 0 {
		if sw := mkWord32(e.Name + "_sdwa"); sw.n != 0 {
			ft.sdwaWords[fi-1] = sw
			p.sdwa = &ft.sdwaWords[fi-1]
			for i := 0; i < min(2, int(e.nsrc)); i++ {
				p.sdwaSrc[i] = &ft.sdwaCls[d.Src[i]]
			}
		}
	}
	short16 := g.Family >= GFX11 && (d.Src[0].is16() || d.Dst.is16())
	switch enc {
	case EncVOP1:
		if short16 || f != e.Short {
			return fastPlan{}
		}
		switch d.Shape {
		case ShapeVOP1:
			p.kind, p.dst = fpVOP1, &ft.cls[d.Dst]
		case ShapeReadLane:
			p.kind, p.dst = fpReadLane, &ft.cls[TB32]
			p.sdwa = nil
		default:
			return fastPlan{}
		}
	case EncVOP2:
		if short16 || f != e.Short {
			return fastPlan{}
		}
		switch d.Shape {
		case ShapeBinary:
		case ShapeCndmask, ShapeAddCo, ShapeAddCoCI:
			// (their SDWA and DPP forms: the full path)
			p.sdwa, p.dpp = nil, nil
			p.carrySDst, p.carryMask = d.Shape.hasSDst(), d.Shape.masked()
			if ft.vcc.n == 0 {
				return fastPlan{}
			}
		default:
			return fastPlan{}
		}
		p.kind, p.dst = fpVOP2, &ft.cls[d.Dst]
	case EncVOPC:
		if d.Shape != ShapeCmp && d.Shape != ShapeCmpX || short16 || f != e.Short || ft.vcc.n == 0 {
			return fastPlan{}
		}
		p.kind = fpVOPC
		if d.Shape == ShapeCmpX && g.Family >= GFX10 {
			// AppendText drops the EXEC destination of the plain
			// form but not of the SDWA and DPP ones: those go the
			// full path
			p.kind, p.sdwa, p.dpp = fpVOPCX, nil, nil
		}
	case EncVOP3:
		switch d.Shape {
		case ShapeVOP1, ShapeBinary, ShapeTernary:
			p.kind, p.dst = fpVOP3, &ft.cls[d.Dst]
		case ShapeCndmask:
			// the mask in src2, printed as a third source
			p.kind, p.dst = fpVOP3, &ft.cls[d.Dst]
			p.src[2], p.ty[2] = &ft.maskCls, maskTy
		case ShapeAddCo, ShapeAddCoCI, ShapeMad64:
			p.kind, p.dst = fpVOP3B, &ft.cls[d.Dst]
			if d.Shape == ShapeAddCoCI {
				p.src[2], p.ty[2] = &ft.maskCls, maskTy
			}
			if d.Mods&ModAbsNeg != 0 || d.Mods&ModOmod != 0 {
				return fastPlan{} // (none has them: checkInst's neg and omod rules)
			}
		case ShapeCmp:
			p.kind, p.dst = fpVOP3Cmp, &ft.cls[maskTy]
		case ShapeCmpX:
			p.kind, p.dst = fpVOP3Cmp, &ft.cls[maskTy]
			if g.Family >= GFX10 {
				p.kind = fpVOP3CmpX
			}
		default:
			return fastPlan{}
		}
		if f == e.Short {
			return fastPlan{}
		}
	case EncSOP1:
		if d.Shape != ShapeSOP1 || d.noDst() { // s_setpc: the full path
			return fastPlan{}
		}
		p.kind, p.dst = fpSOP1, &ft.cls[d.Dst]
		if d.Src[0] == TNone { // s_getpc_b64: no source
			p.nsrc = 0
		}
	case EncSOPK:
		if d.Shape != ShapeSOPK {
			return fastPlan{}
		}
		p.kind, p.dst = fpSOPK, &ft.cls[TB32]
	case EncSOP2:
		if d.Shape != ShapeSOP2 {
			return fastPlan{}
		}
		p.kind, p.dst = fpSOP2, &ft.cls[d.Dst]
	case EncVOP3P:
		if d.Shape != ShapePk2 && d.Shape != ShapePk3 {
			return fastPlan{}
		}
		p.kind, p.dst = fpVOP3P, &ft.cls[d.Dst]
	case EncSMEM:
		if g.Family != GFX9 || d.Shape != ShapeSLoad || d.Dwords < 1 || d.Dwords > 16 {
			return fastPlan{}
		}
		p.kind, p.dwords = fpSLoad, uint8(d.Dwords)
	case EncFLAT:
		if g.Family != GFX9 || d.Dwords < 1 || d.Dwords > 4 {
			return fastPlan{}
		}
		switch d.Shape {
		case ShapeGLoad:
			p.kind = fpGLoad
		case ShapeGStore:
			p.kind = fpGStore
		default:
			return fastPlan{}
		}
		p.dwords = uint8(d.Dwords)
	case EncSOPP:
		switch d.Shape {
		case ShapeNoArgs:
			p.kind = fpSOPPNoArgs
		case ShapeSImm16:
			p.kind = fpSOPPImm
		case ShapeWaitImm:
			p.kind = fpSOPPHex
		case ShapeBranch:
			p.kind = fpSOPPBranch
		default:
			return fastPlan{}
		}
	case EncSOPC:
		if d.Shape != ShapeSOPC {
			return fastPlan{}
		}
		p.kind = fpSOPC
		if d.Src[0] == TF16 {
			// as decodeInto: the 16-bit float compares read their
			// constants as 16-bit integers
			p.src[0], p.src[1] = &ft.cls[TI16], &ft.cls[TI16]
		}
	default:
		return fastPlan{}
	}
	return p
}

// line appends the listing line of the instruction at the start of code
// (a tab, the text and, with showEncoding, the encoding comment) and
// returns its length, or returns 0 with out unchanged where the full path
// must decide.
func (ft *fastTable) line(code []byte, out []byte, showEncoding bool) ([]byte, int) {
	return ft.lines(code, out, showEncoding, -1)
}

// lines is line for the instructions at the start of code, one after
// another, until one the full path must decide, the end of code, or out
// longer than limit after a line (-1: one line): it returns out and the
// length of code listed. A loop here, not around the call: the call and
// line's prologue cost ≈ 40 instructions a line.
func (ft *fastTable) lines(code []byte, out []byte, showEncoding bool, limit int) ([]byte, int) {
	done := 0
	for {
		if len(code) < 4 {
			return out, done
		}
		w := binary.LittleEndian.Uint32(code)
		var p *fastPlan
		size := 4
		switch {
		case w>>31 == 0:
			switch w >> 25 {
			case 0x3E:
				p = &ft.plans[ft.idx[EncVOPC][w>>17&0xff]]
			case 0x3F:
				p = &ft.plans[ft.idx[EncVOP1][w>>9&0xff]]
			default:
				p = &ft.plans[ft.idx[EncVOP2][w>>25&0x3f]]
			}
		case ft.gfx9 && w>>26 == 0x34 && w>>23 != 0x1A7, !ft.gfx9 && w>>26 == 0x35:
			// VOP3 (the most common 8-byte form) first: its prefix is
			// disjoint from the ones below (and VOP3P's is excluded)
			p = &ft.plans[ft.idx[EncVOP3][w>>16&0x3ff]]
			size = 8
		case w>>23 == 0x17D:
			p = &ft.plans[ft.idx[EncSOP1][w>>8&0xff]]
		case w>>23 == 0x17E:
			p = &ft.plans[ft.idx[EncSOPC][w>>16&0x7f]]
		case w>>23 == 0x17F:
			p = &ft.plans[ft.idx[EncSOPP][w>>16&0x7f]]
		case w>>28 == 0xB:
			p = &ft.plans[ft.idx[EncSOPK][w>>23&0x1f]]
		case ft.gfx9 && w>>23 == 0x1A7, !ft.gfx9 && w>>23 == 0x198:
			p = &ft.plans[ft.idx[EncVOP3P][w>>16&0x7f]]
			size = 8
		case ft.gfx9 && w>>26 == 0x30:
			p = &ft.plans[ft.idx[EncSMEM][w>>18&0xff]]
			size = 8
		case ft.gfx9 && w>>26 == 0x37:
			if ft.sc {
				p = &ft.plans[ft.idx[EncFLAT][w>>18&0x7f]]
			} else {
				p = &ft.plans[ft.idx[EncFLAT][w>>18&0xff]]
			}
			size = 8
		case w>>30 == 2:
			p = &ft.plans[ft.idx[EncSOP2][w>>23&0x7f]]
		default:
			return out, done
		}
		if p.kind == fpNone || len(code) < size {
			return out, done
		}
		names := ft.names
		b := slices.Grow(out, 384)
		b = b[:cap(b)]
		n0 := len(out)
		b[n0] = '\t'
		st := n0 + 1
		k := st
		mn := p.mn
		{
			d := b[k : k+32 : k+32]
			binary.LittleEndian.PutUint64(d[0:], mn.w[0])
			binary.LittleEndian.PutUint64(d[8:], mn.w[1])
			binary.LittleEndian.PutUint64(d[16:], mn.w[2])
			binary.LittleEndian.PutUint64(d[24:], mn.w[3])
			k += int(mn.n)
		}
		switch p.kind {
		case fpVOP1, fpVOP2, fpVOPC, fpVOPCX:
			// dst | src0 | (vsrc1)
			c0 := w & 0x1ff
			if c0 == codeSDWA {
				if p.sdwa == nil || len(code) < 8 {
					return b[:n0], done
				}
				k = ft.sdwaLine(p, w, binary.LittleEndian.Uint32(code[4:]), b, k-int(mn.n))
				if k == 0 {
					return b[:n0], done
				}
				size = 8
				break
			}
			if c0 == codeDPP || c0 == codeDPP8 || c0 == codeDPP8FI {
				if p.dpp == nil || len(code) < 8 {
					return b[:n0], done
				}
				b, k = ft.dppLine(p, w, binary.LittleEndian.Uint32(code[4:]), c0, b, k-int(mn.n))
				if k == 0 {
					return b[:n0], done
				}
				size = 8
				break
			}
			s0 := p.src[0][c0]
			var lit uint32
			switch s0 & 7 {
			case fcSlow:
				return b[:n0], done
			case fcLit:
				// the only constant-bus read (vsrc1 is a VGPR)
				if len(code) < 8 {
					return b[:n0], done
				}
				if lit = binary.LittleEndian.Uint32(code[4:]); !canonicalLiteral(lit, p.ty[0]) {
					return b[:n0], done
				}
				size = 8
			}
			head := ", "
			switch p.kind {
			case fpVOPC:
				k = putWord16(b, k, &ft.vcc)
			case fpVOPCX:
				head = " " // src0 is the first operand
			default:
				cd := codeVGPR0 + w>>17&0xff
				dc := p.dst[cd]
				if dc&7 != fcVGPR {
					return b[:n0], done
				}
				k = putWord16(b, k, &names.d[dc>>3][cd])
				if p.carrySDst {
					b[k] = ','
					k = putWord16(b, k+1, &ft.vcc)
				}
			}
			switch {
			case size == 8:
				b, k = putLit(b, k, head, lit, p.ty[0])
			case s0&7 >= fcNamed:
				b, k = ft.putNamed(b, k, head, c0, p.ty[0])
			case p.kind == fpVOPCX:
				k = putWord16(b, k, &names.d[s0>>3][c0])
			default:
				k = putWord16(b, k, &names.c[s0>>3][c0])
			}
			if p.kind != fpVOP1 {
				c1 := codeVGPR0 + w>>9&0xff
				s1 := p.src[1][c1]
				if s1&7 != fcVGPR {
					return b[:n0], done
				}
				k = putWord16(b, k, &names.c[s1>>3][c1])
				if p.carryMask {
					// checkInst: VCC is a constant-bus read, shared with
					// a src0 of the same register (vcc_lo in wave32)
					if kind := s0 & 7; (kind == fcBusSGR || kind == fcNamedBus || kind == fcLit) && !(ft.wave32 && c0 == codeVCCLo) && p.bus < 2 {
						return b[:n0], done
					}
					b[k] = ','
					k = putWord16(b, k+1, &ft.vcc)
				}
			}
		case fpVOP3, fpVOP3Cmp, fpVOP3CmpX:
			w1 := binary.LittleEndian.Uint32(code[4:])
			cd := w & 0xff
			switch p.kind {
			case fpVOP3:
				cd += codeVGPR0
				if dc := p.dst[cd]; dc&7 != fcVGPR {
					return b[:n0], done
				}
			case fpVOP3CmpX:
				if cd != codeExecLo {
					return b[:n0], done
				}
			default:
				if dc := p.dst[cd]; dc&7 != fcBusSGR && dc&7 != fcSGPR {
					return b[:n0], done
				}
			}
			abs, neg := uint8(w>>8&7), uint8(w1>>29&7)
			clamp, omod := w>>15&1 != 0, w1>>27&3
			n := int(p.nsrc)
			if opSel := w >> 11 & 0xf; opSel != 0 && (!p.opSel || opSel&^(1<<n-1|8) != 0) || (abs|neg)&^p.absNeg != 0 || clamp && !p.clamp || omod != 0 && !p.omod {
				return b[:n0], done // a modifier the full path rejects
			}
			if n < 3 && w1>>(9*n)&(1<<(27-9*n)-1) != 0 {
				return b[:n0], done // an unused source field is set
			}
			// GFX10+ v_cmpx: src0 first, written with its ", " head one
			// byte early (over the mnemonic's last byte, put back after)
			k0 := k
			last := b[k0-1]
			if p.kind != fpVOP3CmpX {
				k = putWord16(b, k, &names.d[p.dst[cd]>>3][cd])
			} else {
				k--
			}
			bus := 0
			for i := 0; i < n; i++ {
				c := w1 >> (9 * i) & 0x1ff
				s := p.src[i][c]
				kind := s & 7
				switch kind {
				case fcSlow, fcLit:
					return b[:n0], done
				case fcBusSGR, fcNamedBus:
					bus++
				}
				if (abs|neg)>>i&1 == 0 {
					if kind >= fcNamed {
						b, k = ft.putNamed(b, k, ", ", c, p.ty[i])
						continue
					}
					k = putWord16(b, k, &names.c[s>>3][c])
					continue
				}
				// as appendSrc: -x, |x|, -|x|, and a constant without abs
				// as neg(x)
				name := names.s[s>>3][c]
				switch kind {
				case fcInline:
					name = ft.inl[c&0xff]
				case fcNamed, fcNamedBus:
					name = ft.nm[p.ty[i]][c&0xff]
				}
				a := abs>>i&1 != 0
				b[k], b[k+1] = ',', ' '
				k += 2
				negf := (kind == fcInline || kind == fcNamed) && !a
				if neg>>i&1 != 0 {
					if negf {
						k += copy(b[k:], "neg(")
					} else {
						b[k] = '-'
						k++
					}
				}
				if a {
					b[k] = '|'
					k++
				}
				k += copy(b[k:], name)
				if a {
					b[k] = '|'
					k++
				}
				if negf {
					b[k] = ')'
					k++
				}
			}
			if bus > int(p.bus) {
				return b[:n0], done
			}
			b[k0-1] = last
			if opSel := w >> 11 & 0xf; opSel != 0 {
				// as appendVALU: the sources' bits, then the destination's
				b = appendList(b[:k], " op_sel:[", uint8(opSel&(1<<n-1)|opSel>>3<<n), n+1)
				k = len(b)
				b = b[:cap(b)]
			}
			k = putClampOmod(b, k, clamp, omod)
		case fpVOP3B:
			var ok bool
			if b, k, ok = ft.vop3bText(p, w, binary.LittleEndian.Uint32(code[4:]), b, k); !ok {
				return b[:n0], done
			}
		case fpSOPPNoArgs, fpSOPPImm, fpSOPPHex, fpSOPPBranch:
			// as AppendText: the simm16 field
			imm := uint64(w & 0xffff)
			if p.kind == fpSOPPNoArgs && imm == 0 {
				break
			}
			b[k] = ' '
			b = b[:k+1]
			if p.kind == fpSOPPHex || p.kind == fpSOPPImm && imm > 64 {
				b = appendHex(b, imm)
			} else {
				b = strconv.AppendUint(b, imm, 10)
			}
			k = len(b)
			b = b[:cap(b)]
		case fpReadLane:
			// an SGPR destination in the vdst field, a VGPR source
			cd, c0 := w>>17&0xff, w&0x1ff
			dc, s0 := p.dst[cd], p.src[0][c0]
			if cd >= 128 || dc&7 != fcBusSGR && dc&7 != fcSGPR || s0&7 != fcVGPR || cd == uint32(m0Code(ft.fam)) && !ft.g.LLVM19 {
				return b[:n0], done // (gfx950's m0: decodeInto rejects it)
			}
			k = putWord16(b, k, &names.d[dc>>3][cd])
			k = putWord16(b, k, &names.c[s0>>3][c0])
		case fpVOP3P:
			w1 := binary.LittleEndian.Uint32(code[4:])
			cd := codeVGPR0 + w&0xff
			dc := p.dst[cd]
			n := int(p.nsrc)
			full := uint32(1)<<n - 1
			opSel, opSelHi := w>>11&7, w1>>27&3|w>>14&1<<2
			negLo, negHi := w1>>29&7, w>>8&7
			clamp := w>>15&1 != 0
			if dc&7 != fcVGPR || (opSel|negLo|negHi)&^full != 0 || opSelHi|full != 7 || clamp && !p.clamp {
				return b[:n0], done
			}
			if n < 3 && w1>>(9*n)&(1<<(27-9*n)-1) != 0 {
				return b[:n0], done // an unused source field is set
			}
			k = putWord16(b, k, &names.d[dc>>3][cd])
			bus := 0
			for i := 0; i < n; i++ {
				c := w1 >> (9 * i) & 0x1ff
				s := p.src[i][c]
				switch s & 7 {
				case fcSlow, fcLit:
					return b[:n0], done
				case fcBusSGR, fcNamedBus:
					bus++
				}
				if s&7 >= fcNamed {
					b, k = ft.putNamed(b, k, ", ", c, p.ty[i])
					continue
				}
				k = putWord16(b, k, &names.c[s>>3][c])
			}
			if bus > int(p.bus) {
				return b[:n0], done
			}
			if opSel|negLo|negHi != 0 || opSelHi&full != full || clamp {
				b = b[:k]
				if opSel != 0 {
					b = appendList(b, " op_sel:[", uint8(opSel), n)
				}
				if opSelHi&full != full {
					b = appendList(b, " op_sel_hi:[", uint8(opSelHi), n)
				}
				if negLo != 0 {
					b = appendList(b, " neg_lo:[", uint8(negLo), n)
				}
				if negHi != 0 {
					b = appendList(b, " neg_hi:[", uint8(negHi), n)
				}
				if clamp {
					b = append(b, " clamp"...)
				}
				k = len(b)
				b = slices.Grow(b, 256)
				b = b[:cap(b)]
			}
		case fpSLoad:
			// what AppendEncoding writes back: imm 1, bits 16:13 clear, a
			// 20-bit offset; checkInst's register rules
			w1 := binary.LittleEndian.Uint32(code[4:])
			sdata, sbase, r := int(w>>6&0x7f), int(w&0x3f)<<1, int(p.dwords)
			if w>>13&0x1f != 0x10 || w1>>20 != 0 || sdata+r > ft.sgprs || sbase+2 > ft.sgprs ||
				r > 1 && sdata%2 != 0 || r >= 3 && sdata%4 != 0 {
				return b[:n0], done
			}
			b = append(b[:k], ' ')
			b = appendSReg(b, uint16(sdata), r, ft.g)
			b = append(b, ", "...)
			b = appendSReg(b, uint16(sbase), 2, ft.g)
			b = appendHex(append(b, ", "...), uint64(w1))
			k = len(b)
			b = slices.Grow(b, 256)
			b = b[:cap(b)]
		case fpSOPK:
			// as appendSOPK: sdst, then the immediate in hex
			cd := w >> 16 & 0x7f
			dc := p.dst[cd]
			if dc&7 != fcBusSGR && dc&7 != fcSGPR {
				return b[:n0], done
			}
			k = putWord16(b, k, &names.d[dc>>3][cd])
			b[k], b[k+1] = ',', ' '
			b = appendHex(b[:k+2], uint64(w&0xffff))
			k = len(b)
			b = b[:cap(b)]
		case fpGLoad, fpGStore:
			var ok bool
			if b, k, ok = ft.globalText(p, w, binary.LittleEndian.Uint32(code[4:]), b, k); !ok {
				return b[:n0], done
			}
		case fpSOP1, fpSOP2, fpSOPC:
			var c [2]uint32
			var sc [2]uint8
			c[0], c[1] = w&0xff, w>>8&0xff
			ns := 2
			if p.kind == fpSOP1 {
				ns = int(p.nsrc)
				if ns == 0 && c[0] != 0 {
					return b[:n0], done // decodeInto: a nonzero ssrc0 field
				}
			}
			lits := 0
			for i := 0; i < ns; i++ {
				sc[i] = p.src[i][c[i]]
				switch sc[i] & 7 {
				case fcSlow, fcVGPR:
					return b[:n0], done
				case fcLit:
					lits++
				}
			}
			var lit uint32
			if lits != 0 {
				if len(code) < 8 {
					return b[:n0], done
				}
				lit = binary.LittleEndian.Uint32(code[4:])
				size = 8
			}
			head := ", "
			if p.kind == fpSOPC {
				head = " "
			} else {
				cd := w >> 16 & 0x7f
				dc := p.dst[cd]
				if dc&7 != fcBusSGR && dc&7 != fcSGPR {
					return b[:n0], done
				}
				k = putWord16(b, k, &names.d[dc>>3][cd])
			}
			for i := 0; i < ns; i++ {
				if sc[i]&7 == fcLit {
					if !canonicalLiteral(lit, p.ty[i]) {
						return b[:n0], done
					}
					b, k = putLit(b, k, head, lit, p.ty[i])
				} else if sc[i]&7 >= fcNamed {
					b, k = ft.putNamed(b, k, head, c[i], p.ty[i])
				} else if head == " " {
					k = putWord16(b, k, &names.d[sc[i]>>3][c[i]])
				} else {
					k = putWord16(b, k, &names.c[sc[i]>>3][c[i]])
				}
				head = ", "
			}
		}
		if !showEncoding {
			b[k] = '\n'
			out, code, done = b[:k+1], code[size:], done+size
			if len(out) > limit {
				return out, done
			}
			continue
		}
		// The encoding comment (appendCodeTail for a line whose text is
		// b[st:k] and whose code is 4 or 8 bytes, all the fast path prints; b's
		// length is its capacity, with room after k for the padding, the
		// comment and the newline: no grows). Written out here rather than
		// called: the call and its arguments cost ≈ 25 instructions a line.
		const sp = 0x2020202020202020
		if k-st < 40 {
			d := b[k : k+40 : k+40]
			binary.LittleEndian.PutUint64(d[0:], sp)
			binary.LittleEndian.PutUint64(d[8:], sp)
			binary.LittleEndian.PutUint64(d[16:], sp)
			binary.LittleEndian.PutUint64(d[24:], sp)
			binary.LittleEndian.PutUint64(d[32:], sp)
			k = st + 40
		} else {
			b[k] = ' '
			k++
		}
		// the head and four "0xNN," words per dword, each store 8 bytes (3
		// overwritten by the next)
		d := b[k : k+56 : k+56]
		binary.LittleEndian.PutUint64(d[0:], encHead0)
		binary.LittleEndian.PutUint64(d[8:], encHead1)
		c := code[:4]
		binary.LittleEndian.PutUint64(d[13:], hexComma[c[0]])
		binary.LittleEndian.PutUint64(d[18:], hexComma[c[1]])
		binary.LittleEndian.PutUint64(d[23:], hexComma[c[2]])
		binary.LittleEndian.PutUint64(d[28:], hexComma[c[3]])
		n := 33
		if size > 4 {
			c = code[4:8]
			binary.LittleEndian.PutUint64(d[33:], hexComma[c[0]])
			binary.LittleEndian.PutUint64(d[38:], hexComma[c[1]])
			binary.LittleEndian.PutUint64(d[43:], hexComma[c[2]])
			binary.LittleEndian.PutUint64(d[48:], hexComma[c[3]])
			n = 53
		}
		d[n-1] = ']'
		d[n] = '\n'
		out, code, done = b[:k+n+1], code[size:], done+size
		if len(out) > limit {
			return out, done
		}
	}
}

// putNamed writes head and the spelling of the fcNamed/fcNamedBus source
// code c of type t at b[k:] (b's length is its capacity) and returns b and
// the new length, with the slack line reserves.
func (ft *fastTable) putNamed(b []byte, k int, head string, c uint32, t OpType) ([]byte, int) {
	b = append(append(b[:k], head...), ft.nm[t][c&0xff]...)
	k = len(b)
	b = slices.Grow(b, 256)
	return b[:cap(b)], k
}

// putLit writes head and the literal lit of an operand of type t as
// appendOperandValue spells it at b[k:] (b's length is its capacity) and
// returns b and the new length, with the slack line reserves.
func putLit(b []byte, k int, head string, lit uint32, t OpType) ([]byte, int) {
	v := uint64(lit)
	if t.is16() {
		v &= 0xffff
	}
	b = appendHex(append(b[:k], head...), v)
	k = len(b)
	b = slices.Grow(b, 256)
	return b[:cap(b)], k
}

// sdwaLine writes the text of the SDWA instruction w, x (the word and the
// SDWA dword) of plan p at b[k:] after the mnemonic's place, as decodeInto
// with decodeSDWA, checkInst and checkSDWA decide and AppendText prints,
// and returns the new length, or 0 where the full path must decide.
func (ft *fastTable) sdwaLine(p *fastPlan, w, x uint32, b []byte, k int) int {
	names := ft.names
	// the operands: code (with 256 for VGPRs), class, and the modifier
	// bits sext, neg, abs (bits 0..2)
	var c [2]uint32
	var cls [2]uint8
	var mods [2]uint32
	ns := 2
	if p.kind == fpVOP1 {
		ns = 1
		if x>>24 != 0 {
			return 0
		}
	} else if x>>30&1 != 0 || x>>24&7 > 6 {
		return 0
	}
	if x>>22&1 != 0 || x>>16&7 > 6 {
		return 0
	}
	raw := [2]uint32{x & 0xff, w >> 9 & 0xff}
	sg := [2]uint32{x >> 23 & 1, x >> 31}
	mods[0], mods[1] = x>>19&7, x>>27&7
	bus := 0
	for i := 0; i < ns; i++ {
		if sg[i] == 0 {
			c[i] = codeVGPR0 + raw[i]
			cls[i] = p.src[i][c[i]]
			if cls[i] != fcVGPR|1<<3 {
				return 0
			}
		} else {
			c[i] = raw[i]
			cls[i] = p.sdwaSrc[i][c[i]]
			switch cls[i] & 7 {
			case fcSlow:
				return 0
			case fcBusSGR, fcNamedBus:
				bus++
			}
		}
		m := mods[i]
		if m&1 != 0 && p.sext>>i&1 == 0 || m&6 != 0 && p.absNeg>>i&1 == 0 || m != 0 && cls[i]&7 >= fcInline {
			return 0
		}
	}
	if bus > int(p.bus) {
		return 0
	}
	mn := p.sdwa
	binary.LittleEndian.PutUint64(b[k:], mn.w[0])
	binary.LittleEndian.PutUint64(b[k+8:], mn.w[1])
	binary.LittleEndian.PutUint64(b[k+16:], mn.w[2])
	binary.LittleEndian.PutUint64(b[k+24:], mn.w[3])
	k += int(mn.n)
	var clamp bool
	var omod uint32
	if p.kind == fpVOPC {
		sd := x >> 8 & 0x7f
		if x>>15&1 != 0 {
			dc := ft.sdwaDst[sd]
			if dc == 0 {
				return 0
			}
			k = putWord16(b, k, &names.d[dc>>3][sd])
		} else if sd != 0 {
			return 0
		} else {
			k = putWord16(b, k, &ft.vcc)
		}
	} else {
		if x>>8&7 > 6 || x>>11&3 > 2 {
			return 0
		}
		clamp, omod = x>>13&1 != 0, x>>14&3
		if clamp && !p.clamp || omod != 0 && !p.omod {
			return 0
		}
		cd := codeVGPR0 + w>>17&0xff
		dc := p.dst[cd]
		if dc&7 != fcVGPR {
			return 0
		}
		k = putWord16(b, k, &names.d[dc>>3][cd])
	}
	for i := 0; i < ns; i++ {
		m := mods[i]
		if m == 0 {
			if cls[i]&7 >= fcNamed {
				b, k = ft.putNamed(b, k, ", ", c[i], p.ty[i])
				continue
			}
			k = putWord16(b, k, &names.c[cls[i]>>3][c[i]])
			continue
		}
		b[k], b[k+1] = ',', ' '
		k += 2
		if m&1 != 0 {
			k += copy(b[k:], "sext(")
		}
		if m&2 != 0 {
			b[k] = '-'
			k++
		}
		if m&4 != 0 {
			b[k] = '|'
			k++
		}
		k += copy(b[k:], names.s[cls[i]>>3][c[i]])
		if m&4 != 0 {
			b[k] = '|'
			k++
		}
		if m&1 != 0 {
			b[k] = ')'
			k++
		}
	}
	k = putClampOmod(b, k, clamp, omod)
	if p.kind != fpVOPC {
		k = putWord16(b, k, &sdwaSelWords[0][x>>8&7])
		k = putWord16(b, k, &sdwaUnusedWords[x>>11&3][0])
		k = putWord16(b, k, &sdwaUnusedWords[x>>11&3][1])
	}
	k = putWord16(b, k, &sdwaSelWords[2][x>>16&7])
	if p.kind != fpVOP1 {
		k = putWord16(b, k, &sdwaSelWords[3][x>>24&7])
	}
	return k
}

// vop3bText writes the operands of the VOP3B instruction w, w1 of plan p
// at b[k:] (the carry out in bits 14:8 as a lane mask that maskReg
// allows; the neg and omod fields decodeInto reads, which checkInst
// rejects on these rows) and returns b, the new length and true, or false
// where the full path must decide. (A function of its own: as a case of
// line it cost the other lines 1.4M instructions on the gfx942 file.)
func (ft *fastTable) vop3bText(p *fastPlan, w, w1 uint32, b []byte, k int) ([]byte, int, bool) {
	names := ft.names
	// as decodeInto: sdst a lane mask maskReg allows; neg and omod
	// decoded, and rejected by checkInst (the rows take neither)
	cd, sd := codeVGPR0+w&0xff, w>>8&0x7f
	dc, sc := p.dst[cd], ft.maskCls[sd]
	clamp := w>>15&1 != 0
	n := int(p.nsrc)
	if dc&7 != fcVGPR || sc == fcSlow || w1>>27 != 0 || clamp && !p.clamp {
		return b, k, false
	}
	if n < 3 && w1>>(9*n)&(1<<(27-9*n)-1) != 0 {
		return b, k, false // an unused source field is set
	}
	k = putWord16(b, k, &names.d[dc>>3][cd])
	k = putWord16(b, k, &names.c[sc>>3][sd])
	bus := 0
	for i := 0; i < n; i++ {
		c := w1 >> (9 * i) & 0x1ff
		s := p.src[i][c]
		switch s & 7 {
		case fcSlow, fcLit:
			return b, k, false
		case fcBusSGR, fcNamedBus:
			bus++
		}
		if s&7 >= fcNamed {
			b, k = ft.putNamed(b, k, ", ", c, p.ty[i])
			continue
		}
		k = putWord16(b, k, &names.c[s>>3][c])
	}
	if bus > int(p.bus) {
		return b, k, false
	}
	k = putClampOmod(b, k, clamp, 0)
	return b, k, true
}

// globalText writes the operands of the GFX9 global load or store w, w1 at
// b[k:], as decodeInto (with its re-encoding check), checkInst and
// AppendText decide, and returns b, the new length and true, or false where
// the full path must decide.
func (ft *fastTable) globalText(p *fastPlan, w, w1 uint32, b []byte, k int) ([]byte, int, bool) {
	// what AppendEncoding writes back: lds 0, seg 2, nv 0, no data field
	// in a load nor vdst in a store; glc/slc only as the gfx940 family's
	// sc0/nt
	if w>>13&7 != 4 || w1>>23&1 != 0 || !ft.sc && w>>16&3 != 0 {
		return b, k, false
	}
	addr, data, saddr, vdst := w1&0xff, w1>>8&0xff, w1>>16&0x7f, w1>>24
	if p.kind == fpGLoad && data != 0 || p.kind == fpGStore && vdst != 0 {
		return b, k, false
	}
	off := int32(w<<19) >> 19
	if off < ft.offLo || off > ft.offHi {
		return b, k, false
	}
	areg := uint32(1)
	if saddr == 0x7f {
		areg = 2
	} else if int(saddr)+2 > ft.sgprs || saddr%2 != 0 || ft.names.s[2][saddr] == "" {
		return b, k, false
	}
	dr := uint32(p.dwords)
	v := vdst
	if p.kind == fpGStore {
		v = data
	}
	vok := func(n, r uint32) bool { return n+r <= 256 && !(r > 1 && ft.aligned && n%2 != 0) }
	if !vok(addr, areg) || !vok(v, dr) {
		return b, k, false
	}
	b = append(b[:k], ' ')
	if p.kind == fpGLoad {
		b = append(ft.appendV(append(ft.appendV(b, v, dr), ", "...), addr, areg), ", "...)
	} else {
		b = append(ft.appendV(append(ft.appendV(b, addr, areg), ", "...), v, dr), ", "...)
	}
	if saddr == 0x7f {
		b = append(b, "off"...)
	} else {
		b = append(b, ft.names.s[2][saddr]...)
	}
	if off != 0 {
		b = strconv.AppendInt(append(b, " offset:"...), int64(off), 10)
	}
	if ft.sc {
		// llvm-mc's order
		if w>>16&1 != 0 {
			b = append(b, " sc0"...)
		}
		if w>>17&1 != 0 {
			b = append(b, " nt"...)
		}
		if w>>25&1 != 0 {
			b = append(b, " sc1"...)
		}
	}
	k = len(b)
	b = slices.Grow(b, 256)
	return b[:cap(b)], k, true
}

// appendV appends VGPR n with r registers as appendOperandValue does.
func (ft *fastTable) appendV(b []byte, n, r uint32) []byte {
	if r < 5 {
		if s := ft.names.s[r][codeVGPR0+n]; s != "" {
			return append(b, s...)
		}
	}
	return appendRange(b, "v", int(n), int(r))
}

// dppLine is sdwaLine for a DPP16 or DPP8 instruction (src0 field code)
// of an e32 plan: decodeInto with decodeDPP, checkInst and checkDPP decide,
// AppendText prints.
func (ft *fastTable) dppLine(p *fastPlan, w, x, code uint32, b []byte, k int) ([]byte, int) {
	names := ft.names
	var in Inst     // the DPP fields, for appendDPP
	var mods uint32 // neg0, abs0, neg1, abs1
	if code == codeDPP {
		if p.dppKind&DPP16 == 0 {
			return b, 0
		}
		in.Ext = ExtDPP
		in.DPPCtrl = uint16(x >> 8 & 0x1ff)
		in.FI, in.BoundCtrl = x>>18&1 == 1, x>>19&1 == 1
		in.BankMask, in.RowMask = uint8(x>>24&0xf), uint8(x>>28)
		if x>>17&1 != 0 || ft.gfx9 && in.FI || !dppCtrlValid(in.DPPCtrl, ft.fam) {
			return b, 0
		}
		mods = x >> 20 & 0xf
	} else {
		if p.dppKind&DPP8 == 0 {
			return b, 0
		}
		in.Ext, in.DPP8, in.FI = ExtDPP8, x>>8, code == codeDPP8FI
	}
	// checkInst: abs/neg where the source takes them (src1 of VOP1 is
	// unused: none)
	allowed := uint32(0)
	if p.absNeg&1 != 0 {
		allowed |= 3
	}
	if p.kind != fpVOP1 && p.absNeg&2 != 0 {
		allowed |= 0xc
	}
	if mods&^allowed != 0 {
		return b, 0
	}
	c0 := codeVGPR0 + x&0xff
	c1 := codeVGPR0 + w>>9&0xff
	if p.kind != fpVOP1 {
		if s1 := p.src[1][c1]; s1&7 != fcVGPR {
			return b, 0
		}
	}
	mn := p.dpp
	binary.LittleEndian.PutUint64(b[k:], mn.w[0])
	binary.LittleEndian.PutUint64(b[k+8:], mn.w[1])
	binary.LittleEndian.PutUint64(b[k+16:], mn.w[2])
	binary.LittleEndian.PutUint64(b[k+24:], mn.w[3])
	k += int(mn.n)
	if p.kind == fpVOPC {
		k = putWord16(b, k, &ft.vcc)
	} else {
		cd := codeVGPR0 + w>>17&0xff
		dc := p.dst[cd]
		if dc&7 != fcVGPR {
			return b, 0
		}
		k = putWord16(b, k, &names.d[dc>>3][cd])
	}
	ns := 2
	if p.kind == fpVOP1 {
		ns = 1
	}
	for i := 0; i < ns; i++ {
		c := c0
		r := uint8(1) // decodeDPP's src0
		if i == 1 {
			c, r = c1, p.src[1][c1]>>3
		}
		m := mods >> (2 * i) & 3
		if m == 0 {
			k = putWord16(b, k, &names.c[r][c])
			continue
		}
		b[k], b[k+1] = ',', ' '
		k += 2
		if m&1 != 0 {
			b[k] = '-'
			k++
		}
		if m&2 != 0 {
			b[k] = '|'
			k++
		}
		k += copy(b[k:], names.s[r][c])
		if m&2 != 0 {
			b[k] = '|'
			k++
		}
	}
	b = in.appendDPP(b[:k])
	k = len(b)
	b = slices.Grow(b, 256)
	return b[:cap(b)], k
}

// putClampOmod writes the VOP3 and SDWA output modifiers at b[k:] as
// appendVALU spells them (" clamp", then " mul:2", " mul:4" or " div:2"
// for omod 1-3) and returns the new end.
func putClampOmod(b []byte, k int, clamp bool, omod uint32) int {
	if clamp {
		k += copy(b[k:], " clamp")
	}
	switch omod {
	case 1:
		k += copy(b[k:], " mul:2")
	case 2:
		k += copy(b[k:], " mul:4")
	case 3:
		k += copy(b[k:], " div:2")
	}
	return k
}
