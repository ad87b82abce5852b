// Package arch defines, once, the GPU targets lowerc knows: the NVIDIA PTX
// targets (sm_70 … sm_120) and the AMD GPU generations (gfx908 … gfx1201),
// with the facts the backends, the LLVM IR emitter and the semantics
// models need about each, and the two LLVM triples with their LLVM 19 data
// layouts. It is a leaf: it imports nothing from lowerc.
//
// targets/ptx (Archs), targets/amdgcn (Generations), targets/llvm (its
// -mcpu table) and semantics (its AMD target list) build their lists from
// the tables here; the tests of this package check that each agrees.
package arch

import (
	"fmt"
	"strings"
)

// A Version is a PTX ISA version.
type Version struct{ Major, Minor uint8 }

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// A PTX is one NVIDIA target (.target, -arch, -mcpu).
type PTX struct {
	Name string // "sm_90a"
	SM   int    // 90
	// MinPTX is the least PTX ISA version whose .version accepts the target
	// (docs/reference/ptx.md §1.2 notes).
	MinPTX Version
	// Backend: targets/ptx lowers to it (-arch).
	Backend bool
	// LLVM19: LLVM 19's NVPTX backend knows it (-mcpu), so targets/llvm
	// accepts it.
	LLVM19 bool
	// Source says where the facts come from: [V] verified by running the
	// tool named, [D] from the vendor document.
	Source string
}

// ptxTargets lists the NVIDIA targets, oldest first.
var ptxTargets = []PTX{
	{Name: "sm_70", SM: 70, MinPTX: Version{6, 0}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V] (docs/reference/ptx.md §1.2 notes); PTX ISA .target table"},
	{Name: "sm_72", SM: 72, MinPTX: Version{6, 1}, LLVM19: true, Source: "PTX ISA .target table; LLVM 19 NVPTX processors [D]"},
	{Name: "sm_75", SM: 75, MinPTX: Version{6, 3}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V]"},
	{Name: "sm_80", SM: 80, MinPTX: Version{7, 0}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V]"},
	{Name: "sm_86", SM: 86, MinPTX: Version{7, 1}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V]"},
	{Name: "sm_87", SM: 87, MinPTX: Version{7, 4}, LLVM19: true, Source: "PTX ISA .target table; LLVM 19 NVPTX processors [D]"},
	{Name: "sm_89", SM: 89, MinPTX: Version{7, 8}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V]"},
	{Name: "sm_90", SM: 90, MinPTX: Version{7, 8}, Backend: true, LLVM19: true, Source: "ptxas 11.8 [V]"},
	{Name: "sm_90a", SM: 90, MinPTX: Version{8, 0}, Backend: true, LLVM19: true, Source: "PTX ISA .target table (sm_90a added in PTX ISA 8.0) [D]"},
	{Name: "sm_100", SM: 100, MinPTX: Version{8, 6}, Backend: true, Source: "PTX ISA .target table (sm_100 added in PTX ISA 8.6) [D]"},
	{Name: "sm_120", SM: 120, MinPTX: Version{8, 7}, Backend: true, Source: "PTX ISA .target table (sm_120 added in PTX ISA 8.7) [D]"},
}

// An AMD is one AMD GPU generation (-mcpu).
type AMD struct {
	Name   string // "gfx942"
	Family int    // encoding family: 9, 10, 11 or 12 (GFX9 … GFX12)
	Arch   string // "CDNA3", "RDNA4", ...
	// WaveSize is llvm-mc's default wave size (64 on GFX9, 32 on GFX10+).
	WaveSize int
	// SGPRs is the number of addressable SGPRs.
	SGPRs int
	// ConstantBusLimit is the number of distinct SGPR/literal values one
	// VALU instruction may read.
	ConstantBusLimit int
	// VOP3Literal: VOP3/VOP3P instructions may carry a literal dword.
	VOP3Literal bool
	// AlignedVGPRTuples: 64-bit VGPR operands start at an even register.
	AlignedVGPRTuples bool
	// IEEEBit: the kernel descriptor has ENABLE_IEEE_MODE and
	// ENABLE_DX10_CLAMP (GFX6–GFX11; docs/reference/amdgpu.md §4.1).
	IEEEBit bool
	// LDSDirect: VALU src0 may read LDS directly (src_lds_direct, operand
	// 254; no constant bus slot). Observed with llvm-mc-19: gfx908 and GFX10
	// accept it, gfx90a, the gfx940 family and GFX11+ report "lds_direct is
	// not supported on this GPU".
	LDSDirect bool
	// DPPSrc1SGPR: a VOP3 DPP instruction (_e64_dpp) may read an SGPR or an
	// inline constant in src1 (src2 may on all of GFX11+). Observed with
	// llvm-mc-19: gfx1150 and GFX12 accept it; gfx1100-gfx1102 report
	// "invalid operand" / "src1 immediate operand invalid".
	DPPSrc1SGPR bool
	// GFX940Family: the generation has LLVM's GFX940Insts hazards (a VALU
	// SGPR write read by a VALU; a VOP3P result read by a VALU).
	GFX940Family bool
	// VMEMScalarWriteHazard: LLVM's FeatureVMEMtoScalarWriteHazard
	// (gfx1010-gfx1013).
	VMEMScalarWriteHazard bool
	// Maximum3: the CDNA4 V_MAXIMUM3_F32 / V_PK_MAXIMUM3_F16 family exists.
	Maximum3 bool
	// Variant: a generation with the encodings and rules of an older entry
	// of its architecture (gfx940, gfx941 as gfx942; gfx1101, gfx1102 as
	// gfx1100), which the assembler, the AMD backend and the semantics
	// models accept but which are not (yet) in targets/llvm's -mcpu table
	// nor in the measured set of internal/quality.
	Variant bool
	// LLVM19: LLVM 19 knows the generation (all but gfx950).
	LLVM19 bool
	// Object is what an AMDGPU ELF object says of the generation.
	Object AMDObject
	Source string
}

// AMDObject is the code-object data of an AMD generation
// (docs/reference/amdgpu.md §7.1, §7.5): its EF_AMDGPU_MACH number in
// e_flags, the target-id features it has (whose "any" setting, llvm-mc's
// default, sets EF_AMDGPU_FEATURE_XNACK_ANY_V4 0x100 and
// EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 0x400), and two properties the kernel
// descriptor's register counts depend on.
type AMDObject struct {
	Mach           uint16
	XNACK, SRAMECC bool
	// ArchitectedFlatScratch: flat scratch is set up by the hardware
	// (LLVM's FeatureArchitectedFlatScratch: gfx940 family, GFX11+).
	ArchitectedFlatScratch bool
	// GFX90AInsts: the unified VGPR/AGPR file of gfx90a and later CDNA
	// (accum_offset; a VGPR encoding granule of 8).
	GFX90AInsts bool
}

// amdTargets lists the AMD generations, in the order of targets/amdgcn
// (its GenID constants).
var amdTargets = []AMD{
	{Name: "gfx908", LDSDirect: true, Family: 9, Arch: "CDNA1", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x030, XNACK: true, SRAMECC: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx90a", Family: 9, Arch: "CDNA2", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x03f, XNACK: true, SRAMECC: true, GFX90AInsts: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx940", Family: 9, Arch: "CDNA3", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true, GFX940Family: true, Variant: true,
		Object: AMDObject{Mach: 0x040, XNACK: true, SRAMECC: true, ArchitectedFlatScratch: true, GFX90AInsts: true},
		Source: "llvm-mc-19 -mcpu=gfx940 (gfx940 family: the hazards of GFX940Insts, as gfx942; every row of forms_gen.go probed)"},
	{Name: "gfx941", Family: 9, Arch: "CDNA3", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true, GFX940Family: true, Variant: true,
		Object: AMDObject{Mach: 0x04b, XNACK: true, SRAMECC: true, ArchitectedFlatScratch: true, GFX90AInsts: true},
		Source: "llvm-mc-19 -mcpu=gfx941 (gfx940 family: the hazards of GFX940Insts, as gfx942; every row of forms_gen.go probed)"},
	{Name: "gfx942", Family: 9, Arch: "CDNA3", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true, GFX940Family: true,
		Object: AMDObject{Mach: 0x04c, XNACK: true, SRAMECC: true, ArchitectedFlatScratch: true, GFX90AInsts: true},
		Source: "docs/reference/amdgpu.md §1.1, §2, §4.4 (llvm-mc-19 verified)"},
	{Name: "gfx950", Family: 9, Arch: "CDNA4", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, GFX940Family: true, Maximum3: true,
		Object: AMDObject{Mach: 0x04f, XNACK: true, SRAMECC: true, ArchitectedFlatScratch: true, GFX90AInsts: true},
		Source: "docs/reference/amdgpu.md §1.1 (same formats as gfx942; llvm-mc-22 verified; hazards from GFX940Insts, packedResultHazard observed with llc-22)"},
	{Name: "gfx1010", LDSDirect: true, VMEMScalarWriteHazard: true, Family: 10, Arch: "RDNA1", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x033, XNACK: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1030", LDSDirect: true, Family: 10, Arch: "RDNA2", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x036},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1100", Family: 11, Arch: "RDNA3", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x041, ArchitectedFlatScratch: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1101", Family: 11, Arch: "RDNA3", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Variant: true,
		Object: AMDObject{Mach: 0x046, ArchitectedFlatScratch: true},
		Source: "llvm-mc-19 -mcpu=gfx1101 (as gfx1100; every row of forms_gen.go probed)"},
	{Name: "gfx1102", Family: 11, Arch: "RDNA3", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Variant: true,
		Object: AMDObject{Mach: 0x047, ArchitectedFlatScratch: true},
		Source: "llvm-mc-19 -mcpu=gfx1102 (as gfx1100; every row of forms_gen.go probed)"},
	{Name: "gfx1150", DPPSrc1SGPR: true, Family: 11, Arch: "RDNA3.5", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true,
		Object: AMDObject{Mach: 0x043, ArchitectedFlatScratch: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1200", DPPSrc1SGPR: true, Family: 12, Arch: "RDNA4", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, LLVM19: true,
		Object: AMDObject{Mach: 0x048, ArchitectedFlatScratch: true},
		Source: "docs/reference/amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1201", DPPSrc1SGPR: true, Family: 12, Arch: "RDNA4", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, LLVM19: true,
		Object: AMDObject{Mach: 0x04e, ArchitectedFlatScratch: true},
		Source: "llvm-mc-19 -mcpu=gfx1201 (same encodings as gfx1200 for every row in forms_gen.go)"},
}

// PTXTargets returns the NVIDIA targets, oldest first. The slice must not
// be modified.
func PTXTargets() []PTX { return ptxTargets }

// AMDTargets returns the AMD generations. The slice must not be modified.
func AMDTargets() []AMD { return amdTargets }

// LookupPTX returns the NVIDIA target named name ("sm_90").
func LookupPTX(name string) (*PTX, error) {
	for i := range ptxTargets {
		if ptxTargets[i].Name == name {
			return &ptxTargets[i], nil
		}
	}
	names := make([]string, len(ptxTargets))
	for i, t := range ptxTargets {
		names[i] = t.Name
	}
	return nil, fmt.Errorf("unknown NVIDIA target %q (want one of %s)", name, strings.Join(names, ", "))
}

// LookupAMD returns the AMD generation named name ("gfx942").
func LookupAMD(name string) (*AMD, error) {
	for i := range amdTargets {
		if amdTargets[i].Name == name {
			return &amdTargets[i], nil
		}
	}
	names := make([]string, len(amdTargets))
	for i, t := range amdTargets {
		names[i] = t.Name
	}
	return nil, fmt.Errorf("unknown AMD GPU %q (want one of %s)", name, strings.Join(names, ", "))
}

// The LLVM triples and LLVM 19's data layouts for them
// (NVPTXTargetMachine.cpp and AMDGPUTargetMachine.cpp computeDataLayout;
// targets/llvm checks them against opt-19).
const (
	TripleNVPTX  = "nvptx64-nvidia-cuda"
	TripleAMDGCN = "amdgcn-amd-amdhsa"
	LayoutNVPTX  = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
	LayoutAMDGCN = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
)
