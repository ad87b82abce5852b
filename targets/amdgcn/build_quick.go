package amdgcn

// The quick builder: build's work for the common VALU statement, in one
// pass over the operands with what it reads kept in the entry (quickDesc),
// instead of build's general sequence (operand count rules, implied
// destinations, the DPP/SDWA/packed branches, then three more passes over
// the sources for the e32 test, the folding and the constant bus).
//
// buildQuick covers VOP1, two- and three-source and VOPC statements whose
// operands are registers or numbers without modifiers, with at most clamp
// and an output modifier, written with all their operands and no DPP,
// SDWA, op_sel, offset, cache policy, sext or "--N". It either builds
// exactly the Inst build builds, or (on anything else, and wherever build
// would report an error) gives up with in untouched for build to redo: it
// never reports an error itself, so build's messages and their order stay
// build's. TestQuickBuildMatchesBuild holds it to build on every corpus
// line of every generation.

// quickDesc is what buildQuick reads of an entry, set when the table is
// built (entryQuick).
type quickDesc struct {
	shape   Shape // InstDef.Shape (parseOperands reads it here)
	special bool  // s_waitcnt, a branch, s_delay_alu, s_sendmsg: parseOperands' own operand syntax; v_nop: a modifier first
	// longVOP3: the Long row is VOP3 or VOP3P (no literal below GFX10);
	// oneScalar is InstDef.OneScalar (busLimit)
	longVOP3, oneScalar bool
	ok                  bool  // the shape is one buildQuick covers
	cmp                 bool  // ShapeCmp, ShapeCmpX: an SGPR (lane mask) destination
	noDst               bool  // a GFX10+ v_cmpx: no destination operand (EXEC)
	sdwa                bool  // buildSDWA's rows: an SDWA short form (not v_cmpx)
	scalar              bool  // a SOP1, SOP2 or SOPC row (quickScalar; cmp: SOPC, no destination)
	need                uint8 // the number of written operands
	nsrc                uint8 // sources
	dstRegs             uint8 // registers of a VGPR destination
	mods                Mods  // InstDef.Mods
	src                 [3]OpType
	// is16: the generation is GFX11+ and the instruction has a 16-bit
	// source 0 or destination (shortEligible's v0..v127 rule); cvt: a VOP1
	// conversion between 16 and 32 bits
	is16, cvt bool
	dst16     bool
}

// entryQuick fills e.q for generation family f.
func entryQuick(e *Entry, f Family) {
	d := e.Def
	q := &e.q
	q.shape = d.Shape
	// (ShapeVNop: parseOperands reads a modifier written first)
	q.special = d.Shape == ShapeWaitcnt || d.Shape == ShapeBranch || d.Shape == ShapeDelayALU || d.Shape == ShapeSendMsg || d.Shape == ShapeVNop
	q.longVOP3 = e.Long != nil && (e.Long.Enc == EncVOP3 || e.Long.Enc == EncVOP3P)
	q.oneScalar = d.OneScalar
	switch d.Shape {
	case ShapeVOP1, ShapeBinary, ShapeTernary, ShapeCmp, ShapeCmpX:
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		if d.noDst() || d.Src[0] == TNone {
			return // s_setpc_b64, s_getpc_b64: one operand
		}
		q.ok, q.scalar = true, true
		q.cmp = d.Shape == ShapeSOPC
		q.need = uint8(shapeOperands[d.Shape])
		q.nsrc = e.nsrc
		q.dstRegs = uint8(d.Dst.regs())
		q.src = d.Src
		return
	default:
		return
	}
	q.ok = true
	q.cmp = d.Shape == ShapeCmp || d.Shape == ShapeCmpX
	q.need = uint8(shapeOperands[d.Shape])
	if d.Shape == ShapeCmpX && f >= GFX10 {
		// GFX10+ v_cmpx: no destination operand, EXEC (build's cmpxNoDst)
		q.noDst, q.need = true, 2
	}
	q.nsrc = e.nsrc
	q.dstRegs = uint8(d.Dst.regs())
	q.mods = d.Mods
	q.src = d.Src
	q.is16 = f >= GFX11 && (d.Src[0].is16() || d.Dst.is16())
	q.cvt = d.Shape == ShapeVOP1 && d.Dst.is16() != d.Src[0].is16()
	q.dst16 = d.Dst.is16()
	q.sdwa = d.Shape != ShapeCmpX && e.Short != nil && e.Short.DPP&SDWA != 0
}

// buildQuick builds st into in as build would, or reports false (in
// unchanged) where build might do anything else.
func (p *lineParser) buildQuick(st *statement, in *Inst) bool {
	e := st.mn.entry
	q := &e.q
	if q.scalar {
		return p.quickScalar(st, in)
	}
	force := st.mn.force
	sdwa := st.sdwa.set || force == forceSDWA
	if !q.ok || int(q.need) != st.nops || st.cpol != 0 || st.hasOff || st.listN != [4]int8{-1, -1, -1, -1} || st.dpp.set {
		return false
	}
	if sdwa {
		// buildSDWA's rows: an SDWA short form, not v_cmpx (outside the
		// table), no _e32/_e64
		if !q.sdwa || force != 0 && force != forceSDWA {
			return false
		}
	} else if force != 0 && force != 32 && force != 64 || p.sext {
		return false
	}
	g := p.gen
	if st.clamp && q.mods&ModClamp == 0 || st.colOmod != 0 && q.mods&ModOmod == 0 {
		return false
	}
	// the destination
	wave := uint8(g.WaveSize / 32)
	dst := &st.ops[0]
	ops := st.ops[1:]
	var dop Operand
	dstVCC := dst.vcc
	if q.noDst {
		// build's implicit EXEC operand (its vcc flag set)
		dop, dstVCC, ops = Operand{Kind: OpSGPR, Code: codeExecLo, Regs: wave}, true, st.ops[:]
	} else if dst.abs || dst.neg || dst.dneg {
		return false
	} else if q.cmp {
		if dst.kind != OpSGPR || dst.code == codeLDSDirect || dst.regs != wave && dst.regs != 0 {
			return false
		}
		dop = Operand{Kind: OpSGPR, Code: dst.code, Regs: wave}
	} else {
		if dst.kind != OpVGPR || dst.regs != q.dstRegs || dst.regs > 1 && g.AlignedVGPRTuples && (dst.code-codeVGPR0)%2 != 0 {
			return false
		}
		dop = Operand{Kind: OpVGPR, Code: dst.code, Regs: dst.regs}
	}
	// the sources, with what the e32 test and the constant bus need
	var src [3]Operand
	n := int(q.nsrc)
	var sg [3]uint16 // distinct constant-bus SGPR reads: code | regs<<9
	ns := 0
	hasLit := false
	var lit uint32
	short := e.Short != nil // the e32 form can encode what was read so far
	for i := 0; i < n; i++ {
		o := &ops[i]
		if o.dneg {
			return false
		}
		t := q.src[i]
		op := &src[i]
		switch o.kind {
		case OpVGPR:
			want := uint8(t.regs())
			if o.regs != want || want > 1 && g.AlignedVGPRTuples && (o.code-codeVGPR0)%2 != 0 {
				return false
			}
			op.Kind, op.Code, op.Regs = OpVGPR, o.code, want
		case OpSGPR:
			want := uint8(t.regs())
			if o.code == codeLDSDirect || o.regs != want && o.regs != 0 {
				return false
			}
			op.Kind, op.Code, op.Regs = OpSGPR, o.code, want
			if isConstBusReg(o.code, g.Family) {
				c := o.code | uint16(want)<<9
				k := 0
				for k < ns && sg[k] != c {
					k++
				}
				if k == ns {
					sg[ns] = c
					ns++
				}
			}
			if i == 1 {
				short = false // the e32 form's src1 is a VGPR
			}
		case OpLiteral:
			if o.abs || o.neg {
				return false // (folded into the constant in e32)
			}
			var msg string
			*op, msg = immOperand(t, o.isFloat, o.iv, o.fv)
			if msg != "" {
				return false
			}
			op.intTok = !o.isFloat
			if op.Kind == OpLiteral {
				if hasLit && lit != op.Lit {
					return false
				}
				hasLit, lit = true, op.Lit
			}
			if i == 1 {
				short = false
			}
		default:
			return false
		}
		if o.abs || o.neg {
			// on a register: VOP3 (or SDWA) modifier bits
			if q.mods&ModAbsNeg == 0 || !t.isF() {
				return false
			}
			op.Abs, op.Neg = o.abs, o.neg
			short = false
		}
	}
	if sdwa {
		return p.quickSDWA(st, in, &src, dop, dst, dstVCC, ns)
	}
	// the form (shortEligible)
	shortOK := short && !st.clamp && st.colOmod == 0 && (!q.cmp || dstVCC)
	if shortOK && q.is16 {
		if dop.Kind == OpVGPR && dop.Code-codeVGPR0 >= 128 && (!q.cvt || q.dst16) {
			shortOK = false
		}
		for i := 0; i < n; i++ {
			if src[i].Kind == OpVGPR && src[i].Code-codeVGPR0 >= 128 && (!q.cvt || q.src[i].is16()) {
				shortOK = false
			}
		}
	}
	fi, long := e.fiShort, false
	switch {
	case force == 32:
		if !shortOK {
			return false
		}
	case force == 64 || !shortOK:
		fi, long = e.fiLong, true
	}
	if fi == 0 {
		return false
	}
	// the constant bus and literal rules (validate)
	if hasLit && long && q.longVOP3 && !g.VOP3Literal {
		return false
	}
	bus := ns
	if hasLit {
		bus++
	}
	if bus > q.busLimit(g) {
		return false
	}
	in.gen, in.w64 = g.ID, g.Wave64()
	in.fi = fi
	in.Line, in.Col = int32(p.pos.Line), int32(p.pos.Col)
	in.Dst = dop
	in.Src = src
	in.Clamp = st.clamp
	if st.colOmod != 0 {
		in.Omod = st.omod
	}
	return true
}

// quickSDWA is buildSDWA's part of buildQuick: src holds the typed
// sources, dop the destination, ns the constant-bus SGPR reads.
func (p *lineParser) quickSDWA(st *statement, in *Inst, src *[3]Operand, dop Operand, dst *rawOp, dstVCC bool, ns int) bool {
	e := st.mn.entry
	q := &e.q
	g := p.gen
	m := &st.sdwa
	sdst := false
	if q.cmp {
		if st.clamp || st.colOmod != 0 || m.dstSel >= 0 || m.dstUnused >= 0 {
			return false
		}
		if dstVCC {
			dop = Operand{Kind: OpSGPR, Code: codeVCCLo, Regs: dop.Regs}
		} else if dst.code >= 128 && dst.code != codeVCCLo {
			return false
		} else {
			sdst = true
		}
	} else if q.nsrc == 1 && m.src1Sel >= 0 {
		return false
	}
	n := int(q.nsrc)
	for i := 0; i < n; i++ {
		o := &src[i]
		switch o.Kind {
		case OpVGPR:
			if o.Regs != 1 {
				return false
			}
		case OpSGPR, OpInline:
			if o.Kind == OpInline && o.Code >= 240 && o.intTok && !q.src[i].isF() {
				return false
			}
			if o.Kind == OpSGPR && !isConstBusReg(o.Code, g.Family) && o.Code != nullCode(g.Family) {
				return false
			}
		default:
			return false
		}
		if st.ops[1+i].sext {
			if q.src[i].isF() {
				return false
			}
			o.Sext = true
		}
	}
	if ns > q.busLimit(g) {
		return false
	}
	in.gen, in.w64 = g.ID, g.Wave64()
	in.fi = e.fiShort
	in.Line, in.Col = int32(p.pos.Line), int32(p.pos.Col)
	in.Dst = dop
	in.Src = *src
	in.Clamp = st.clamp
	if st.colOmod != 0 {
		in.Omod = st.omod
	}
	in.Ext = ExtSDWA
	in.SDWASdst = sdst
	in.DstSel, in.DstUnused, in.Src0Sel, in.Src1Sel = 6, 2, 6, 6
	if q.cmp {
		in.DstSel, in.DstUnused = 0, 0
	}
	if n == 1 {
		in.Src1Sel = 0
	}
	m.apply(in)
	return true
}

// A textRef is a message argument passed by reference: a pointer fits in
// an interface without the allocation that boxing a string value costs on
// every error, and formatMsg prints it (a fmt.Stringer) as the string.
type textRef string

func (t *textRef) String() string { return string(*t) }

// ref is s as a textRef (s must outlive the message's formatting).
func ref(s *string) *textRef { return (*textRef)(s) }

// quickScalar is buildQuick for buildScalar's rows (SOP1, SOP2, SOPC with
// their operands): registers and constants without modifiers, no f16
// SOPC constant (buildScalar's literal rules there), no modifier at all.
func (p *lineParser) quickScalar(st *statement, in *Inst) bool {
	e := st.mn.entry
	q := &e.q
	if int(q.need) != st.nops || p.sext || st.cpol != 0 || st.clamp || st.colOmod != 0 || st.hasOff ||
		st.listN != [4]int8{-1, -1, -1, -1} || st.dpp.set || st.sdwa.set {
		return false
	}
	ops := st.ops[:st.nops]
	var dop Operand
	if !q.cmp {
		dst := &ops[0]
		ops = ops[1:]
		if dst.kind != OpSGPR || dst.abs || dst.neg || dst.code >= 128 || dst.regs != q.dstRegs && dst.regs != 0 {
			return false
		}
		dop = Operand{Kind: OpSGPR, Code: dst.code, Regs: q.dstRegs}
	}
	var src [3]Operand
	hasLit := false
	var lit uint32
	for i := range ops {
		o := &ops[i]
		if o.dneg || o.abs || o.neg {
			return false
		}
		t := q.src[i]
		op := &src[i]
		switch o.kind {
		case OpSGPR:
			want := uint8(t.regs())
			if o.code == codeLDSDirect || o.regs != want && o.regs != 0 {
				return false
			}
			op.Kind, op.Code, op.Regs = OpSGPR, o.code, want
		case OpLiteral:
			if q.cmp && t == TF16 {
				return false
			}
			var msg string
			*op, msg = immOperand(t, o.isFloat, o.iv, o.fv)
			if msg != "" {
				return false
			}
			op.intTok = !o.isFloat
			if op.Kind == OpLiteral {
				if hasLit && lit != op.Lit {
					return false
				}
				hasLit, lit = true, op.Lit
			}
		default:
			return false
		}
	}
	fi := e.fiLong
	if fi == 0 {
		fi = e.fiShort
	}
	g := p.gen
	in.gen, in.w64 = g.ID, g.Wave64()
	in.fi = fi
	in.Line, in.Col = int32(p.pos.Line), int32(p.pos.Col)
	in.Dst = dop
	in.Src = src
	return true
}

// busLimit is InstDef.busLimit from the descriptor.
func (q *quickDesc) busLimit(g *Generation) int {
	if q.oneScalar && g.Family >= GFX10 {
		return 1
	}
	return g.ConstantBusLimit
}
