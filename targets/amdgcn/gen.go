package amdgcn

import (
	"fmt"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/targets/arch"
)

// A Family is an encoding family: generations in one family share instruction
// formats and, mostly, opcodes.
type Family uint8

const (
	GFX9  Family = iota // CDNA1–4 (gfx908, gfx90a, gfx942, gfx950): VOP3 prefix 0b110100, VOP3P 0x1A7
	GFX10               // RDNA1/2 (gfx1010, gfx1030): VOP3 prefix 0b110101, VOP3P 0x198
	GFX11               // RDNA3/3.5 (gfx1100, gfx1150)
	GFX12               // RDNA4 (gfx1200, gfx1201): min/max renamed *_num_*
	numFamilies
)

var familyNames = [numFamilies]string{"GFX9", "GFX10", "GFX11", "GFX12"}

func (f Family) String() string {
	if f < numFamilies {
		return familyNames[f]
	}
	return fmt.Sprintf("Family(%d)", f)
}

// A GenID names one generation (one -mcpu value): the index of its row in
// arch.AMDTargets (TestGenIDsMatchArch checks the names).
type GenID uint8

const (
	GFX908 GenID = iota
	GFX90A
	GFX940
	GFX941
	GFX942
	GFX950
	GFX1010
	GFX1030
	GFX1100
	GFX1101
	GFX1102
	GFX1150
	GFX1200
	GFX1201
	numGens
)

// cachePolicySC reports whether g's global memory instructions take the
// gfx940 family's sc0, sc1 and nt bits (llvm-mc-19 accepts them on
// gfx940, gfx941 and gfx942, llvm-mc-22 on gfx950; "invalid operand for
// instruction" on gfx908 and gfx90a).
func (g *Generation) cachePolicySC() bool { return g.ID >= GFX940 && g.ID <= GFX950 }

// A Hazard is a rule the hardware does not interlock and software must pad.
type Hazard struct {
	Name string
	// WaitStates is the number of independent instructions (or s_nop
	// wait states) required between the writer and the reader.
	WaitStates int
	Doc        string
	Source     string
}

// A Generation describes one -mcpu target as data.
type Generation struct {
	ID     GenID
	Name   string // "gfx942", the llvm-mc -mcpu value
	Family Family
	Arch   string // marketing architecture: "CDNA3", "RDNA4", ...

	// WaveSize is the wave size llvm-mc assumes by default (64 on GFX9, 32
	// on GFX10+). The assembler only implements the default; VCC is spelled
	// vcc (wave64) or vcc_lo (wave32) accordingly.
	WaveSize int
	// SGPRs is the number of addressable SGPRs s0..s(SGPRs-1).
	SGPRs int
	// ConstantBusLimit is the number of distinct SGPR/literal values one
	// VALU instruction may read.
	ConstantBusLimit int
	// VOP3Literal reports whether VOP3/VOP3P instructions may carry a
	// 32-bit literal dword.
	VOP3Literal bool
	// AlignedVGPRTuples reports whether 64-bit VGPR operands must start at
	// an even register.
	AlignedVGPRTuples bool
	// Hazards lists the software-managed hazards relevant to the forms in
	// this package.
	Hazards []Hazard
	// LDSDirect reports whether VALU src0 may read LDS directly
	// (src_lds_direct, operand 254; no constant bus slot). Observed with
	// llvm-mc-19: gfx908 and GFX10 accept it, gfx90a, the gfx940 family and
	// GFX11+ report "lds_direct is not supported on this GPU".
	LDSDirect bool
	// DPPSrc1SGPR reports whether a VOP3 DPP instruction (_e64_dpp) may
	// read an SGPR or an inline constant in src1 (src2 may on all of GFX11+).
	// Observed with llvm-mc-19: gfx1150 and GFX12 accept it; gfx1100-gfx1102
	// report "invalid operand" / "src1 immediate operand invalid".
	DPPSrc1SGPR bool
	// LLVM19 reports whether llvm-mc-19 knows the generation (all but gfx950).
	LLVM19 bool
	Source string
}

// valuSGPRHazard is the gfx940-family hazard: a VALU that writes an SGPR or
// VCC followed by a VALU that reads it needs 2 wait states (s_nop 1).
var valuSGPRHazard = Hazard{
	Name:       "VALUWriteSGPR->VALURead",
	WaitStates: 2,
	Doc:        "no interlock between a VALU write of an SGPR or VCC (e.g. v_cmp) and a VALU read of it (e.g. v_cndmask_b32); insert s_nop 1",
	Source:     "docs/reference/amdgpu.md §4.4 (GCNSubtarget.h hasVDecCoExecHazard for GFX940Insts; llc-19 emits s_nop 1 on gfx942)",
}

// packedResultHazard is LLVM's DstSelForwardingHazard on the gfx940
// family: a VALU that reads a VGPR written by a VOP3P instruction (whose
// op_sel_hi bits LLVM treats like a VOP3 dst op_sel, i.e. a partial write)
// needs 1 wait state (s_nop 0).
var packedResultHazard = Hazard{
	Name:       "VOP3PWriteVGPR->VALURead",
	WaitStates: 1,
	Doc:        "a VALU read of a VGPR written by a VOP3P instruction (e.g. v_pk_max_f16) needs one wait state; insert s_nop 0",
	Source:     "GCNHazardRecognizer DstSelForwardingHazard (GFX940Insts); observed: llc-19 -mcpu=gfx942 and llc-22 -mcpu=gfx950 emit s_nop 0 between v_pk_max_f16 and the VALU that reads its result",
}

// vmemScalarWriteHazard is LLVM's VMEMtoScalarWriteHazard on gfx1010
// (RDNA1): an SALU or SMEM write of an SGPR that a VMEM instruction still in
// flight reads (EXEC is read by every VMEM) needs a VALU instruction (or
// s_waitcnt_depctr 0xffe3) in between.
var vmemScalarWriteHazard = Hazard{
	Name:       "VMEMReadSGPR->SALUWrite",
	WaitStates: 1,
	Doc:        "an SALU/SMEM write of an SGPR or EXEC that a preceding VMEM instruction reads needs a VALU instruction or s_waitcnt_depctr 0xffe3 in between",
	Source:     "GCNSubtarget hasVMEMtoScalarWriteHazard (FeatureVMEMtoScalarWriteHazard, gfx1010-gfx1013); observed: llc-19 -mcpu=gfx1010 emits s_waitcnt_depctr 0xffe3 between global_store_dword and s_or_b32 exec_lo, llc-19 -mcpu=gfx1030 and gfx1100 do not",
}

// generations are the rows of arch.AMDTargets, in GenID order, with the
// hazards this package models.
var generations = func() (gs [numGens]Generation) {
	ts := arch.AMDTargets()
	if len(ts) != int(numGens) {
		panic(fmt.Sprintf("amdgcn: arch lists %d AMD generations, GenID %d", len(ts), numGens))
	}
	for i, t := range ts {
		g := Generation{
			ID: GenID(i), Name: t.Name, Family: Family(t.Family - 9), Arch: t.Arch,
			WaveSize: t.WaveSize, SGPRs: t.SGPRs, ConstantBusLimit: t.ConstantBusLimit,
			VOP3Literal: t.VOP3Literal, AlignedVGPRTuples: t.AlignedVGPRTuples,
			LDSDirect: t.LDSDirect, DPPSrc1SGPR: t.DPPSrc1SGPR, LLVM19: t.LLVM19, Source: t.Source,
		}
		if t.GFX940Family {
			g.Hazards = append(g.Hazards, valuSGPRHazard, packedResultHazard)
		}
		if t.VMEMScalarWriteHazard {
			g.Hazards = append(g.Hazards, vmemScalarWriteHazard)
		}
		gs[i] = g
	}
	return gs
}()

// wave64Gens are the GFX10+ generations as llvm-mc -mattr=+wavefrontsize64
// makes them (GFX9 entries equal the default ones, which are wave64).
var wave64Gens = func() (w [numGens]Generation) {
	for i := range generations {
		w[i] = generations[i]
		w[i].WaveSize = 64
	}
	return w
}()

// WithMAttr returns the generation as llvm-mc's -mattr=attrs makes it: a
// comma-separated list of which this package knows +wavefrontsize64 (wave64
// on GFX10+; GFX9 is wave64 already) and +wavefrontsize32 / -wavefrontsize64
// (the GFX10+ default). Other features are errors.
func (g *Generation) WithMAttr(attrs string) (*Generation, error) {
	out := &generations[g.ID]
	if g.WaveSize == 64 {
		out = &wave64Gens[g.ID]
	}
	if attrs == "" {
		return out, nil
	}
	for _, a := range strings.Split(attrs, ",") {
		switch a {
		case "+wavefrontsize64":
			out = &wave64Gens[g.ID]
		case "+wavefrontsize32", "-wavefrontsize64":
			if g.Family == GFX9 {
				return nil, fmt.Errorf("-mattr=%s: %s has no wave32 mode", a, g.Name)
			}
			out = &generations[g.ID]
		default:
			return nil, fmt.Errorf("-mattr: unsupported feature %q (known: +wavefrontsize64, +wavefrontsize32)", a)
		}
	}
	return out, nil
}

// Wave64 reports whether g is a GFX10+ generation in wave64 mode.
func (g *Generation) Wave64() bool { return g.Family != GFX9 && g.WaveSize == 64 }

// Generations returns every supported generation, in table order.
func Generations() []*Generation {
	out := make([]*Generation, numGens)
	for i := range generations {
		out[i] = &generations[i]
	}
	return out
}

// Gen returns the generation with the given ID.
func Gen(id GenID) *Generation { return &generations[id] }

func (id GenID) String() string {
	if id < numGens {
		return generations[id].Name
	}
	return fmt.Sprintf("GenID(%d)", id)
}

// ParseGeneration returns the generation named by an llvm-mc -mcpu value
// such as "gfx942".
func ParseGeneration(name string) (*Generation, error) {
	for i := range generations {
		if generations[i].Name == name {
			return &generations[i], nil
		}
	}
	return nil, fmt.Errorf("unknown generation %q (known: %s)", name, strings.Join(GenerationNames(), ", "))
}

// GenerationNames lists the -mcpu values this package knows.
func GenerationNames() []string {
	names := make([]string, numGens)
	for i := range generations {
		names[i] = generations[i].Name
	}
	return names
}

func (g *Generation) String() string { return g.Name }

// HasHazard reports whether the generation has the named hazard.
func (g *Generation) HasHazard(name string) bool { return g.HazardWaitStates(name) > 0 }

// HazardWaitStates returns the wait states the named hazard requires on the
// generation, or 0 where it has no such hazard.
func (g *Generation) HazardWaitStates(name string) int {
	for _, h := range g.Hazards {
		if h.Name == name {
			return h.WaitStates
		}
	}
	return 0
}

// vccName is how llvm-mc spells the VCC mask for the generation's wave size.
func (g *Generation) vccName() string {
	if g.WaveSize == 64 {
		return "vcc"
	}
	return "vcc_lo"
}

func sortedGenNames(ids []GenID) []string {
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.String()
	}
	return out
}
