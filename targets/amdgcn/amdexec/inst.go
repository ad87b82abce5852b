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
	if in.Dual != nil {
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
	ExtNop  ExtKind = iota // waits and scheduling hints: no effect on values
	ExtDual                // VOPD: two operations (Inst.Dual)
)

// An ExtDef is an instruction outside package amdgcn's table: its mnemonic,
// encoding and opcode per encoding family (-1: the family lacks it). The
// opcodes are from llvm-mc-19 -show-encoding (-triple=amdgcn-amd-amdhsa,
// -mcpu gfx1010, gfx1030; checked by TestExtEncodings against llvm-mc-19
// when it is installed).
type ExtDef struct {
	Name   string
	Kind   ExtKind
	Enc    amdgcn.Encoding // EncSOPP
	Opcode [4]int          // GFX9, GFX10, GFX11, GFX12
}

// ExtDefs are the instructions outside package amdgcn's table that the
// executor runs. The others it once defined itself (s_setpc_b64, v_xor_b32,
// v_not_b32, v_cvt_f32_f16, v_cvt_f16_f32, the float compares and gfx950's
// packed conversions) are rows of the table since issue 13 (tablerows.go).
var ExtDefs = []*ExtDef{
	{Name: "s_waitcnt_depctr", Kind: ExtNop, Enc: amdgcn.EncSOPP, Opcode: [4]int{-1, 0x23, -1, -1}},
}

// lookupExt returns the ExtDef of a mnemonic on gen, or nil; ok is false
// where gen lacks it.
func lookupExt(gen *amdgcn.Generation, mn string) (*ExtDef, bool) {
	for _, d := range ExtDefs {
		if d.Name == mn {
			return d, d.Opcode[gen.Family] >= 0
		}
	}
	return nil, false
}

func extOperands(in *Inst) string {
	switch in.Ext.Kind {
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
	}
	return fmt.Sprintf("0x%x", in.A.Imm) // ExtNop
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
