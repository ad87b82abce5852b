package amdgcn

import "fmt"

// Building instructions without text. A code generator (package
// amdgcn/lower) names an instruction by its mnemonic and gives typed
// operands; Build runs the same operand typing, form selection (e32 or e64,
// inline constant or literal) and generation checks as the assembler does
// for a parsed line, so Build(g, m, mods, args...) is the Inst that
// AssembleLine gives for the line that spells m and args (TestBuildMatchesAssemble
// checks it), with no text in between. Its printer (Inst.AppendText) and
// encoder (Inst.AppendEncoding) then write the assembly and the bytes.

// An Arg is one operand for Build: a register range, VCC or EXEC as the
// wave size spells them, or a number (an integer token or a float value).
type Arg struct {
	raw   rawOp
	named bool // VCC or EXEC: not an SGPR range to check
}

// VGPRs returns the operand v[r:r+n-1] (vr for n = 1).
func VGPRs(r, n int) Arg {
	if r < 0 || n < 1 || r+n > 256 {
		return Arg{raw: rawOp{kind: OpNone}} // rejected by Build
	}
	return Arg{raw: rawOp{kind: OpVGPR, code: uint16(codeVGPR0 + r), regs: uint8(n)}}
}

// SGPRs returns the operand s[r:r+n-1] (sr for n = 1).
func SGPRs(r, n int) Arg {
	if r < 0 || n < 1 || r+n > 256 {
		return Arg{raw: rawOp{kind: OpNone}} // rejected by Build
	}
	return Arg{raw: rawOp{kind: OpSGPR, code: uint16(r), regs: uint8(n)}}
}

// TTMP returns the trap temporary ttmp<r> (r in 0..15), the register GFX12
// holds the workgroup IDs in.
func TTMP(r int) Arg {
	if r < 0 || r > 15 {
		return Arg{raw: rawOp{kind: OpNone}} // rejected by Build
	}
	return Arg{rawOp{kind: OpSGPR, code: uint16(codeTTMP0 + r), regs: 1}, true}
}

// VCC returns vcc on a wave64 generation, vcc_lo on a wave32 one.
func VCC(g *Generation) Arg {
	return Arg{rawOp{kind: OpSGPR, code: codeVCCLo, regs: uint8(g.WaveSize / 32), vcc: true}, true}
}

// Exec returns exec on a wave64 generation, exec_lo on a wave32 one.
func Exec(g *Generation) Arg {
	return Arg{rawOp{kind: OpSGPR, code: codeExecLo, regs: uint8(g.WaveSize / 32)}, true}
}

// Int returns an integer operand (a bit pattern of the operand's width, as
// an integer token is read).
func Int(v int64) Arg { return Arg{raw: rawOp{kind: OpLiteral, iv: v}} }

// Float returns a float operand (the value, as a float token is read).
func Float(f float64) Arg { return Arg{raw: rawOp{kind: OpLiteral, isFloat: true, fv: f}} }

// checkArg applies the register rules the assembler applies while reading
// a register name (the ranges and SGPR tuple alignment of regTuple).
func checkArg(g *Generation, a Arg) error {
	o := a.raw
	n := int(o.regs)
	switch {
	case o.kind == OpNone:
		return fmt.Errorf("register index out of range")
	case o.kind == OpSGPR && !a.named:
		r := int(o.code)
		if r+n > g.SGPRs {
			return fmt.Errorf("register index out of range: SGPRs are s0..s%d", g.SGPRs-1)
		}
		if n > 1 && r%2 != 0 {
			return fmt.Errorf("invalid register alignment: SGPR tuples must start at an even register")
		}
		if n >= 3 && r%4 != 0 {
			return fmt.Errorf("invalid register alignment: SGPR tuples of 3 or more registers must start at a multiple of 4")
		}
	}
	return nil
}

// BuildMods are the modifiers Build accepts.
type BuildMods struct {
	// OpSelHi is the VOP3P op_sel_hi list, one entry (0 or 1) per source;
	// nil leaves the default (every source's high half).
	OpSelHi []uint8
	// Offset is the offset:N of a GLOBAL access (0: none).
	Offset int64
	// Wait is s_waitcnt's vmcnt, expcnt and lgkmcnt (-1: not given); used
	// only for s_waitcnt, whose operands are these counters.
	Wait [3]int
}

// Build returns the instruction mnemonic (any spelling the assembler
// accepts on g, with or without _e32/_e64) with operands args and modifiers
// mods, or the assembler's error for it.
func Build(g *Generation, mnemonic string, mods BuildMods, args ...Arg) (Inst, error) {
	var errs ErrorList
	p := lineParser{gen: g, errs: &errs, tab: table(g.ID)} // build reads no directive state
	mn := table(g.ID).byName[mnemonic]
	if mn == nil {
		if _, err := LookupForm(g, mnemonic); err != nil {
			return Inst{}, err
		}
		return Inst{}, fmt.Errorf("amdgcn: no mnemonic %q on %s", mnemonic, g.Name)
	}
	var st statement
	st.mn = mn
	st.stmtMods = stmtReset
	if mn.entry.Def.Shape == ShapeWaitcnt {
		st.wait = mods.Wait
	} else {
		if len(args) > len(st.ops) {
			return Inst{}, fmt.Errorf("amdgcn: %s: %d operands, at most %d", mnemonic, len(args), len(st.ops))
		}
		for i, a := range args {
			if err := checkArg(g, a); err != nil {
				return Inst{}, fmt.Errorf("amdgcn: %s on %s: operand %d: %v", mnemonic, g.Name, i, err)
			}
			st.ops[i] = a.raw
		}
		st.nops = len(args)
	}
	if mods.OpSelHi != nil {
		if len(mods.OpSelHi) > len(st.lists[lOpSelHi]) {
			return Inst{}, fmt.Errorf("amdgcn: %s: op_sel_hi has %d entries", mnemonic, len(mods.OpSelHi))
		}
		copy(st.lists[lOpSelHi][:], mods.OpSelHi)
		st.listN[lOpSelHi] = int8(len(mods.OpSelHi))
	}
	if mods.Offset != 0 {
		if sh := mn.entry.Def.Shape; sh == ShapeDelayALU || sh == ShapeSendMsg {
			// their operand is parsed syntax (instid0(...), sendmsg(...)),
			// which the parser checks and Build does not take: an Offset
			// would become an unchecked simm16 (FuzzBuild found one the
			// printer indexed out of range)
			return Inst{}, fmt.Errorf("amdgcn: %s: Build takes no operand for it (assemble its text)", mnemonic)
		}
		st.offset, st.hasOff = mods.Offset, true
	}
	var in Inst
	if !p.build(&st, &in) || len(errs) > 0 {
		return Inst{}, fmt.Errorf("amdgcn: %s on %s: %w", mnemonic, g.Name, errs.Err())
	}
	in.Line, in.Col = 0, 0 // built, not read from a source
	return in, nil
}

// IsVALU reports whether the instruction is a vector ALU instruction (VOP1,
// VOP2, VOPC, VOP3 or VOP3P encoding).
func (in *Inst) IsVALU() bool {
	f := in.Form()
	if f == nil {
		return false
	}
	switch f.Enc {
	case EncVOP1, EncVOP2, EncVOPC, EncVOP3, EncVOP3P:
		return true
	}
	return false
}

// Sources returns the instruction's source operands (for v_cndmask_b32 the
// mask is the last).
func (in *Inst) Sources() []Operand { return in.Src[:in.nsrc()] }

// WritesExec reports whether the instruction is a scalar ALU instruction
// whose destination is EXEC (exec or exec_lo).
func (in *Inst) WritesExec() bool {
	f := in.Form()
	if f == nil || (f.Enc != EncSOP1 && f.Enc != EncSOP2) {
		return false
	}
	return in.Dst.Kind == OpSGPR && in.Dst.Code == codeExecLo
}
