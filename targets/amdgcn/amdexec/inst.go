package amdexec

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// An Inst is one instruction the executor runs: an instruction of package
// amdgcn's table (A.Entry() != nil), or one of the few instructions outside
// that table that llc writes around min/max code (Ext != nil; its operands
// are in A's Dst and Src fields).
type Inst struct {
	A   amdgcn.Inst
	Ext *ExtDef
	// Dual holds the two halves of a VOPD instruction (Ext is the
	// "v_dual" ExtDef).
	Dual *[2]DualOp
	// Cmp is the float compare of an ExtCmp instruction; Long marks its
	// VOP3 (e64) form.
	Cmp  CmpForm
	Long bool
	// Jump is a branch's target (package amdgcn's s_branch and
	// s_cbranch_* rows; branch.go), in instructions from this one: set
	// from the label in text, from SIMM16 in machine code.
	Jump int
	// Pos is where the instruction is: file:line:col for text, the byte
	// offset for machine code.
	Pos string
}

// Name returns the instruction's mnemonic as printed.
func (in *Inst) Name() string {
	if in.Dual != nil {
		return "v_dual (VOPD)"
	}
	if in.Ext != nil && in.Ext.Kind == ExtCmp {
		if in.Long {
			return cmpName(in.Cmp) + "_e64"
		}
		return cmpName(in.Cmp) + "_e32"
	}
	if in.Ext != nil {
		return in.Ext.Name
	}
	if in.A.Entry() == nil {
		return "(none)"
	}
	return in.A.Name()
}

// String prints the instruction in llvm-mc syntax.
func (in *Inst) String() string {
	if in.Dual != nil || in.Ext != nil && in.Ext.Kind == ExtCmp {
		return extOperands(in)
	}
	if in.Ext == nil {
		if in.A.Entry() == nil {
			return "(none)"
		}
		return in.A.String()
	}
	return in.Ext.Name + " " + extOperands(in)
}

// An ExtKind is what an instruction outside package amdgcn's table does.
type ExtKind uint8

// The kinds of ExtDef.
const (
	ExtNop       ExtKind = iota // waits and scheduling hints: no effect on values
	ExtSetPC                    // s_setpc_b64 sN: jump (a function's return)
	ExtXor                      // v_xor_b32 vdst, a, b
	ExtNot                      // v_not_b32 vdst, a
	ExtCvtF32F16                // v_cvt_f32_f16 vdst, a (exact)
	ExtCvtF16F32                // v_cvt_f16_f32 vdst, a (round to nearest even)
	ExtDual                     // VOPD: two operations (Inst.Dual)
	ExtCmp                      // a float compare (Inst.Cmp)
)

// An ExtDef is an instruction outside package amdgcn's table: its mnemonic,
// encoding and opcode per encoding family (-1: the family lacks it). The
// opcodes are from llvm-mc-19 -show-encoding (-triple=amdgcn-amd-amdhsa,
// -mcpu gfx908, gfx942, gfx1010, gfx1030, gfx1100, gfx1200; checked by
// TestExtEncodings against llvm-mc-19 when it is installed).
type ExtDef struct {
	Name   string
	Kind   ExtKind
	Enc    amdgcn.Encoding // EncSOPP, EncSOP1, EncVOP1, EncVOP2 or EncVOP3
	Opcode [4]int          // GFX9, GFX10, GFX11, GFX12
	NSrc   int             // source operands (VALU) / 1 for s_setpc
}

// ExtDefs are the instructions outside package amdgcn's table that the
// executor runs.
var ExtDefs = []*ExtDef{
	{Name: "s_setpc_b64", Kind: ExtSetPC, Enc: amdgcn.EncSOP1, Opcode: [4]int{0x1d, 0x20, 0x48, 0x48}, NSrc: 1},
	{Name: "s_waitcnt_depctr", Kind: ExtNop, Enc: amdgcn.EncSOPP, Opcode: [4]int{-1, 0x23, -1, -1}},
	{Name: "v_xor_b32", Kind: ExtXor, Enc: amdgcn.EncVOP2, Opcode: [4]int{0x15, 0x1d, 0x1d, 0x1d}, NSrc: 2},
	{Name: "v_not_b32", Kind: ExtNot, Enc: amdgcn.EncVOP1, Opcode: [4]int{0x2b, 0x37, 0x37, 0x37}, NSrc: 1},
	{Name: "v_cvt_f32_f16", Kind: ExtCvtF32F16, Enc: amdgcn.EncVOP1, Opcode: [4]int{0x0b, 0x0b, 0x0b, 0x0b}, NSrc: 1},
	{Name: "v_cvt_f16_f32", Kind: ExtCvtF16F32, Enc: amdgcn.EncVOP1, Opcode: [4]int{0x0a, 0x0a, 0x0a, 0x0a}, NSrc: 1},
}

// lookupExt returns the ExtDef of a mnemonic (with or without _e32/_e64)
// on gen, or nil.
func lookupExt(gen *amdgcn.Generation, mn string) (*ExtDef, bool) {
	base := mn
	forced := false
	if n := len(mn); n > 4 && (mn[n-4:] == "_e32" || mn[n-4:] == "_e64") {
		base, forced = mn[:n-4], true
	}
	for _, d := range ExtDefs {
		if d.Name != base {
			continue
		}
		if d.Opcode[gen.Family] < 0 || !extOn(d, gen) {
			return d, false
		}
		if forced && d.Enc != amdgcn.EncVOP1 && d.Enc != amdgcn.EncVOP2 && d.Enc != amdgcn.EncVOP3 {
			return nil, false
		}
		if forced && mn[len(mn)-3:] == "e64" && d.Enc != amdgcn.EncVOP3 {
			return nil, false // the e64 forms of v_xor/v_not/v_cvt are not in this table
		}
		return d, true
	}
	return nil, false
}

func extOperands(in *Inst) string {
	d := in.Ext
	switch d.Kind {
	case ExtCmp:
		return cmpName(in.Cmp) + " " + regText(in.A.Dst) + ", " + regText(in.A.Src[0]) + ", " + regText(in.A.Src[1])
	case ExtDual:
		var hs []string
		for _, h := range in.Dual {
			s := regText(h.Dst) + ", " + regText(h.Src0)
			if h.Op != 8 {
				s += ", " + regText(h.Src1)
			}
			hs = append(hs, dualNames[h.Op][0]+" "+s)
		}
		return strings.Join(hs, " :: ")
	case ExtNop:
		return fmt.Sprintf("0x%x", in.A.Imm)
	case ExtSetPC:
		return regText(in.A.Src[0])
	}
	s := regText(in.A.Dst)
	for i := 0; i < d.NSrc; i++ {
		s += ", " + regText(in.A.Src[i])
	}
	return s
}

func regText(o amdgcn.Operand) string {
	switch o.Kind {
	case amdgcn.OpVGPR:
		if o.Regs > 1 {
			return fmt.Sprintf("v[%d:%d]", o.Code-256, int(o.Code)-256+int(o.Regs)-1)
		}
		return fmt.Sprintf("v%d", o.Code-256)
	case amdgcn.OpSGPR:
		if o.Regs > 1 {
			return fmt.Sprintf("s[%d:%d]", o.Code, int(o.Code)+int(o.Regs)-1)
		}
		return fmt.Sprintf("s%d", o.Code)
	case amdgcn.OpLiteral:
		return fmt.Sprintf("0x%x", o.Lit)
	case amdgcn.OpInline:
		c := int(o.Code)
		switch {
		case c <= 192:
			return fmt.Sprint(c - 128)
		case c <= 208:
			return fmt.Sprint(192 - c)
		}
		return fmt.Sprintf("inline(%d)", c)
	}
	return "?"
}
