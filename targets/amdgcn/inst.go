package amdgcn

// An Inst is one assembled or decoded instruction.
//
// Operand slots by shape:
//   - VALU: Dst is vdst (sdst for VOPC), Src[0..2] the sources; for
//     v_cndmask_b32 Src[2] is the mask (VCC for the e32 form).
//   - s_load: Dst is sdata, Src[0] sbase, Offset the byte offset.
//   - global_load: Dst vdst, Src[0] vaddr, Src[1] saddr (OpOff for off).
//   - global_store: Src[0] vaddr, Src[1] saddr, Src[2] vdata.
//   - s_nop, s_waitcnt: Imm is simm16.
//
// Inst holds no pointers (the generation and table row are small indices),
// so large slices of instructions cost the garbage collector nothing.
type Inst struct {
	gen   GenID
	w64   bool   // a GFX10+ generation in wave64 mode (Generation.WithMAttr)
	fi    uint16 // index+1 of the selected row in forms
	Dst   Operand
	Src   [3]Operand
	Clamp bool
	Omod  uint8 // 0 none, 1 mul:2, 2 mul:4, 3 div:2
	// OpSel is op_sel (bit i = source i; bit 3 = dst for VOP3). OpSelHi,
	// NegLo and NegHi are the VOP3P modifiers, bit i = source i.
	OpSel, OpSelHi, NegLo, NegHi uint8
	Imm                          uint32
	Offset                       int32
	// SOffNull: an s_load whose offset operand is written "null" (the
	// scalar offset register null, immediate 0), as llvm-mc prints offset 0
	// on GFX10/11.
	SOffNull bool
	// CPol is the cache policy of a global load or store on the gfx940
	// family (CPolSC0, CPolNT, CPolSC1; docs/reference/amdgpu.md §3.7).
	CPol uint8
	// SDst is the carry-out lane mask of a VOP3B instruction (ShapeMad64).
	SDst Operand
	// Line and Col locate the instruction in its source (assembler: the
	// mnemonic; DisassembleText: the first byte), 1-based.
	Line, Col int32
	// Ext says how src0 is read: directly, or through DPP (the VOP1, VOP2,
	// VOPC or, GFX11+, VOP3 row with a DPP dword; see dpp.go). DPP16 uses
	// DPPCtrl, RowMask, BankMask, BoundCtrl and FI; DPP8 the lane selects
	// DPP8 (3 bits per lane) and FI.
	Ext     Ext
	DPPCtrl uint16
	// SDWA selects (0..6: BYTE_0..3, WORD_0..1, DWORD; DstUnused 0..2:
	// UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE); SDWASdst: a VOPC SDWA
	// instruction that names its SGPR destination (else it writes VCC).
	DstSel, DstUnused, Src0Sel, Src1Sel uint8
	SDWASdst                            bool
	DPP8                                uint32
	RowMask, BankMask                   uint8
	BoundCtrl, FI                       bool
}

// Cache-policy bits of Inst.CPol (gfx940 family global memory).
const (
	CPolSC0 = 1 << iota // sc0: FLAT bit 16 (GFX9's glc)
	CPolNT              // nt: bit 17 (GFX9's slc)
	CPolSC1             // sc1: bit 25
)

// Gen returns the instruction's generation.
func (in *Inst) Gen() *Generation {
	if in.w64 {
		return &wave64Gens[in.gen]
	}
	return &generations[in.gen]
}

// Form returns the selected table row (nil for the zero Inst).
func (in *Inst) Form() *Form {
	if in.fi == 0 {
		return nil
	}
	return &forms[in.fi-1]
}

// Entry returns the instruction's entry in its generation's table.
func (in *Inst) Entry() *Entry {
	if in.fi == 0 {
		return nil
	}
	// fi is only ever set from a table row, so the tables are built.
	return formEntry[in.fi-1]
}

func (in *Inst) setForm(f *Form) {
	if f == nil {
		in.fi = 0
		return
	}
	in.fi = formIndex(f) + 1
}

// Name returns the printed mnemonic, with _e32/_e64 where llvm-mc prints one.
func (in *Inst) Name() string {
	if in.Ext == ExtSDWA {
		return in.Entry().Name + "_sdwa"
	}
	if in.Ext != ExtNone {
		return string(in.dppName(nil))
	}
	if in.Entry().Suffixed() {
		if in.Form() == in.Entry().Short {
			return in.Entry().Name + "_e32"
		}
		return in.Entry().Name + "_e64"
	}
	return in.Entry().Name
}

func (in *Inst) nsrc() int {
	if in.fi == 0 {
		return 0
	}
	return int(formEntry[in.fi-1].nsrc)
}

// sources is the number of source operands of d: its shape's, less the
// missing source of a SOP1 row without one (s_getpc_b64).
func (d *InstDef) sources() int {
	if d.Shape == ShapeSOP1 && d.Src[0] == TNone {
		return 0
	}
	return shapeSources(d.Shape)
}

// noDst reports whether d is a SOP1 row without a destination
// (s_setpc_b64: its sdst field is zero).
func (d *InstDef) noDst() bool { return d.Shape == ShapeSOP1 && d.Dst == TNone }

// pcSource reports whether scalar source code c may be s_setpc_b64's
// operand: a 64-bit register, not src_pops_exiting_wave_id, the 1-bit
// src_vccz/src_execz/src_scc or src_lds_direct (llvm-mc-19: "invalid
// operand for instruction").
func pcSource(c uint16) bool { return c != 239 && (c < 251 || c > 254) }

func shapeSources(s Shape) int {
	switch s {
	case ShapeVOP1, ShapeSOP1, ShapeReadLane:
		return 1
	case ShapeTernary, ShapePk3, ShapeCndmask, ShapeMad64, ShapeAddCoCI:
		return 3
	case ShapeBinary, ShapeCmp, ShapeCmpX, ShapePk2, ShapeSOP2, ShapeSOPC, ShapeAddCo:
		return 2
	}
	return 0
}

// Size returns the encoded size in bytes.
func (in *Inst) Size() int {
	n := 4
	switch in.Form().Enc {
	case EncVOP3, EncVOP3P, EncSMEM:
		n = 8
	case EncFLAT:
		n = 8
		if in.Gen().Family == GFX12 {
			n = 12
		}
	}
	if in.hasLiteral() && !in.omitsLiteral() {
		n += 4
	}
	if in.Ext != ExtNone {
		n += 4
	}
	return n
}

// omitsLiteral: a decoded 16-bit integer VOP3 instruction whose only
// "literals" were float inline constants, on a generation without VOP3
// literals, a DPP one, or a GFX9 SDWA one (DPP and SDWA have no literal
// dword); llvm-mc's
// encoder writes source code 255 and no literal dword. On GFX10 llvm-mc-19
// lists such an SDWA instruction (the VOPC 16-bit compares) with the
// literal dword after the SDWA dword, though it decoded 8 bytes
// (docs/reference/amdgpu.md §2).
func (in *Inst) omitsLiteral() bool {
	if !in.reencodes() {
		return false
	}
	if in.Ext == ExtSDWA {
		return in.Gen().Family != GFX10
	}
	if in.Ext == ExtDPP || in.Ext == ExtDPP8 {
		return true // no literal dword after a DPP word (obs: v_med3_i16_e64_dpp, gfx1100)
	}
	if in.Gen().VOP3Literal {
		return false
	}
	f := in.Form().Enc
	return f == EncVOP3 || f == EncVOP3P
}

// hasLiteral reports whether a source is a literal (unused source slots are
// zero, and only VALU sources can be literals).
func (in *Inst) hasLiteral() bool {
	return in.Src[0].Kind == OpLiteral || in.Src[1].Kind == OpLiteral || in.Src[2].Kind == OpLiteral
}

// reencodes reports whether llvm-mc -disassemble -show-encoding lists in
// with other bytes than it was decoded from: a float inline constant on a
// 16-bit integer operand, which it prints and re-encodes as a literal.
func (in *Inst) reencodes() bool {
	return in.Src[0].inl16 || in.Src[1].inl16 || in.Src[2].inl16
}

func (in *Inst) literal() uint32 {
	for i := range in.Src {
		if in.Src[i].Kind == OpLiteral {
			return in.Src[i].Lit
		}
	}
	return 0
}
