package amdgcn

// Encoders are pure functions of the instruction; bit layouts are in
// docs/reference/amdgpu.md §1.2–1.4 (VOPInstructions.td VOP2e, VOP3a, VOP3a_gfx10, VOP3Pe)
// and, for SOPP/SMEM/FLAT, were decoded from llvm-mc-19 output (see
// forms_gen.go sources and testdata/asm.<gen>.s).

func put32(b []byte, w uint32) []byte {
	return append(b, byte(w), byte(w>>8), byte(w>>16), byte(w>>24))
}

func bit(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// AppendEncoding appends the machine code of in to b.
func (in *Inst) AppendEncoding(b []byte) []byte {
	var w [4]uint32
	n := in.encodeWords(&w)
	for _, x := range w[:n] {
		b = put32(b, x)
	}
	return b
}

// encodeWords writes the machine code of in into w as little-endian
// dwords and returns their count (1 to 4): AppendEncoding's bytes, without
// a slice to grow (the listing prints its comment from the words).
func (in *Inst) encodeWords(w *[4]uint32) int {
	n := 0
	f := &forms[in.fi-1] // (the zero Inst has no encoding)
	op := uint32(f.Opcode)
	s0, s1, s2 := uint32(in.Src[0].Code), uint32(in.Src[1].Code), uint32(in.Src[2].Code)
	switch in.Ext {
	case ExtDPP, ExtDPP8:
		s0 = in.dppSrc0Code()
	case ExtSDWA:
		s0, s1 = codeSDWA, in.sdwaSrc1Code()+codeVGPR0
	}
	switch f.Enc {
	case EncVOP1:
		// 0b0111111[31:25] | vdst[24:17] | op[16:9] | src0[8:0]
		vdst := uint32(in.Dst.Code-codeVGPR0) & 0xff
		if in.Dst.Kind == OpSGPR {
			vdst = uint32(in.Dst.Code) // v_readfirstlane_b32: the SGPR code
		}
		w[0], n = 0x3F<<25|vdst<<17|op<<9|s0, 1
	case EncVOP2:
		// 0[31] | op[30:25] | vdst[24:17] | vsrc1[16:9] | src0[8:0]
		w[0], n = op<<25|uint32(in.Dst.Code-codeVGPR0)<<17|(s1-codeVGPR0)<<9|s0, 1
	case EncVOPC:
		// 0b0111110[31:25] | op[24:17] | vsrc1[16:9] | src0[8:0]
		w[0], n = 0x3E<<25|op<<17|(s1-codeVGPR0)<<9|s0, 1
	case EncVOP3:
		// w0: prefix[31:26] | op[25:16] | clamp[15] | op_sel[14:11] | abs[10:8] | vdst/sdst[7:0]
		// w1: neg[63:61] | omod[60:59] | src2[58:50] | src1[49:41] | src0[40:32]
		prefix := uint32(0x35)
		if in.Gen().Family == GFX9 {
			prefix = 0x34
		}
		abs := bit(in.Src[0].Abs) | bit(in.Src[1].Abs)<<1 | bit(in.Src[2].Abs)<<2
		neg := bit(in.Src[0].Neg) | bit(in.Src[1].Neg)<<1 | bit(in.Src[2].Neg)<<2
		dst := uint32(in.Dst.Code) & 0xff
		w0 := prefix<<26 | op<<16 | bit(in.Clamp)<<15 | uint32(in.OpSel)<<11 | abs<<8 | dst
		if in.Entry().Def.Shape.hasSDst() {
			// VOP3B: sdst[14:8] where VOP3A has op_sel and abs
			w0 = prefix<<26 | op<<16 | bit(in.Clamp)<<15 | uint32(in.SDst.Code&0x7f)<<8 | dst
		}
		w1 := neg<<29 | uint32(in.Omod)<<27 | s2<<18 | s1<<9 | s0
		w[0], w[1], n = w0, w1, 2
	case EncVOP3P:
		// w0: prefix[31:23] | op[22:16] | clamp[15] | op_sel_hi[2][14] | op_sel[13:11] | neg_hi[10:8] | vdst[7:0]
		// w1: neg_lo[63:61] | op_sel_hi[1:0][60:59] | src2 | src1 | src0
		prefix := uint32(0x198)
		if in.Gen().Family == GFX9 {
			prefix = 0x1A7
		}
		osh := uint32(in.OpSelHi)
		w0 := prefix<<23 | op<<16 | bit(in.Clamp)<<15 | (osh>>2&1)<<14 | uint32(in.OpSel)<<11 | uint32(in.NegHi)<<8 | uint32(in.Dst.Code-codeVGPR0)
		w1 := uint32(in.NegLo)<<29 | (osh&3)<<27 | s2<<18 | s1<<9 | s0
		w[0], w[1], n = w0, w1, 2
	case EncSOPP:
		w[0], n = 0x17F<<23|op<<16|in.Imm&0xffff, 1
	case EncSOP1:
		w[0], n = 0x17D<<23|uint32(in.Dst.Code&0x7f)<<16|op<<8|s0&0xff, 1
	case EncSOP2:
		w[0], n = 2<<30|op<<23|uint32(in.Dst.Code&0x7f)<<16|(s1&0xff)<<8|s0&0xff, 1
	case EncSOPC:
		w[0], n = 0x17E<<23|op<<16|(s1&0xff)<<8|s0&0xff, 1
	case EncSOPK:
		w[0], n = 0xB<<28|op<<23|uint32(in.Dst.Code&0x7f)<<16|in.Imm&0xffff, 1
	case EncSMEM:
		fam := in.Gen().Family
		sdata := uint32(in.Dst.Code)
		sbase := uint32(in.Src[0].Code) >> 1
		off := uint32(in.Offset)
		switch fam {
		case GFX9:
			// 0x30[31:26] | op[25:18] | imm[17] | sdata[12:6] | sbase[5:0]; w1 offset[20:0]
			w[0], w[1], n = 0x30<<26|op<<18|1<<17|sdata<<6|sbase, off&0x1fffff, 2
		case GFX12:
			// 0x3D[31:26] | op[18:13] | sdata[12:6] | sbase[5:0]; w1 soffset[31:25] | offset[23:0]
			w[0], w[1], n = 0x3D<<26|op<<13|sdata<<6|sbase, uint32(nullCode(fam))<<25|off&0xffffff, 2
		default:
			// 0x3D[31:26] | op[25:18] | sdata[12:6] | sbase[5:0]; w1 soffset[31:25] | offset[20:0]
			w[0], w[1], n = 0x3D<<26|op<<18|sdata<<6|sbase, uint32(nullCode(fam))<<25|off&0x1fffff, 2
		}
	case EncFLAT:
		fam := in.Gen().Family
		addr := uint32(in.Src[0].Code - codeVGPR0)
		saddr := uint32(in.Src[1].Code)
		if in.Src[1].Kind == OpOff {
			saddr = flatOffCode(fam)
		}
		var data, vdst uint32
		if in.Entry().Def.Shape == ShapeGLoad {
			vdst = uint32(in.Dst.Code - codeVGPR0)
		} else {
			data = uint32(in.Src[2].Code - codeVGPR0)
		}
		off := uint32(in.Offset)
		switch fam {
		case GFX12:
			// VGLOBAL: 0xEE[31:24] | op[21:14] | saddr[6:0]; w1 vdata[30:23] | vdst[7:0]; w2 offset[31:8] | vaddr[7:0]
			w[0], w[1], w[2] = 0xEE<<24|op<<14|saddr, data<<23|vdst, off<<8|addr
			return 3
		case GFX11:
			// 0x37[31:26] | op[24:18] | seg=2[17:16] | offset[12:0]
			w[0], n = 0x37<<26|op<<18|2<<16|off&0x1fff, 1
		case GFX10:
			// 0x37[31:26] | op[25:18] | seg=2[15:14] | offset[11:0]
			w[0], n = 0x37<<26|op<<18|2<<14|off&0xfff, 1
		default:
			// 0x37[31:26] | op[25:18] | seg=2[15:14] | offset[12:0]; the
			// gfx940 family's sc1[25] (op is 7 bits there), nt[17], sc0[16]
			c := uint32(in.CPol)
			w[0], n = 0x37<<26|op<<18|2<<14|off&0x1fff|(c&CPolSC0)<<16|(c&CPolNT)>>1<<17|(c&CPolSC1)>>2<<25, 1
		}
		// w1: vdst[31:24] | saddr[22:16] | data[15:8] | addr[7:0]
		w[1] = vdst<<24 | saddr<<16 | data<<8 | addr
		return 2
	}
	switch in.Ext {
	case ExtDPP, ExtDPP8:
		w[n] = in.dppWord()
		return n + 1
	case ExtSDWA:
		w[n] = in.sdwaWord()
		n++
		if in.hasLiteral() && !in.omitsLiteral() { // GFX10's listing (omitsLiteral)
			w[n] = in.literal()
			n++
		}
		return n
	}
	if in.hasLiteral() && !in.omitsLiteral() {
		w[n] = in.literal()
		n++
	}
	return n
}
