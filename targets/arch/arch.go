// Package arch defines, once, the GPU targets lowerc knows: the NVIDIA PTX
// targets (sm_70 … sm_120) and the AMD GPU generations (gfx908 … gfx1201),
// with the facts the backends, the LLVM IR emitter and the semantics
// models need about each, and the two LLVM triples with their LLVM 19 data
// layouts. It is a leaf: it imports nothing from lowerc.
//
// Today targets/ptx (Archs), targets/amdgcn (Generations), targets/llvm
// (its -mcpu table) and semantics (its AMD target list) still keep their
// own lists; the tests of this package and of targets/llvm and semantics
// check that each agrees with the tables here, so that those lists can be
// replaced by reads of this package one at a time.
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
	Source string
}

// ptxTargets lists the NVIDIA targets, oldest first.
var ptxTargets = []PTX{
	{Name: "sm_70", SM: 70, MinPTX: Version{6, 0}, Backend: true, LLVM19: true, Source: "ptxas 11.8 (ptx.md §1.2 notes); PTX ISA .target table"},
	{Name: "sm_72", SM: 72, MinPTX: Version{6, 1}, LLVM19: true, Source: "PTX ISA .target table; LLVM 19 NVPTX processors"},
	{Name: "sm_75", SM: 75, MinPTX: Version{6, 3}, Backend: true, LLVM19: true, Source: "ptxas 11.8"},
	{Name: "sm_80", SM: 80, MinPTX: Version{7, 0}, Backend: true, LLVM19: true, Source: "ptxas 11.8"},
	{Name: "sm_86", SM: 86, MinPTX: Version{7, 1}, Backend: true, LLVM19: true, Source: "ptxas 11.8"},
	{Name: "sm_87", SM: 87, MinPTX: Version{7, 4}, LLVM19: true, Source: "PTX ISA .target table; LLVM 19 NVPTX processors"},
	{Name: "sm_89", SM: 89, MinPTX: Version{7, 8}, Backend: true, LLVM19: true, Source: "ptxas 11.8"},
	{Name: "sm_90", SM: 90, MinPTX: Version{7, 8}, Backend: true, LLVM19: true, Source: "ptxas 11.8"},
	{Name: "sm_90a", SM: 90, MinPTX: Version{8, 0}, Backend: true, LLVM19: true, Source: "PTX ISA .target table (sm_90a added in PTX ISA 8.0)"},
	{Name: "sm_100", SM: 100, MinPTX: Version{8, 6}, Backend: true, Source: "PTX ISA .target table (sm_100 added in PTX ISA 8.6)"},
	{Name: "sm_120", SM: 120, MinPTX: Version{8, 7}, Backend: true, Source: "PTX ISA .target table (sm_120 added in PTX ISA 8.7)"},
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
	// LLVM19: LLVM 19 knows the generation (all but gfx950).
	LLVM19 bool
	Source string
}

// amdTargets lists the AMD generations, in the order of targets/amdgcn.
var amdTargets = []AMD{
	{Name: "gfx908", Family: 9, Arch: "CDNA1", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx90a", Family: 9, Arch: "CDNA2", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx942", Family: 9, Arch: "CDNA3", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx950", Family: 9, Arch: "CDNA4", WaveSize: 64, SGPRs: 102, ConstantBusLimit: 1, AlignedVGPRTuples: true, IEEEBit: true, Source: "amdgpu.md §1.1 (formats of gfx942; llvm-mc-22 verified)"},
	{Name: "gfx1010", Family: 10, Arch: "RDNA1", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1030", Family: 10, Arch: "RDNA2", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1100", Family: 11, Arch: "RDNA3", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1150", Family: 11, Arch: "RDNA3.5", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, IEEEBit: true, LLVM19: true, Source: "amdgpu.md §1.1, §2 (llvm-mc-19 verified)"},
	{Name: "gfx1200", Family: 12, Arch: "RDNA4", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, LLVM19: true, Source: "amdgpu.md §1.1, §2, §4.1 (llvm-mc-19 verified)"},
	{Name: "gfx1201", Family: 12, Arch: "RDNA4", WaveSize: 32, SGPRs: 106, ConstantBusLimit: 2, VOP3Literal: true, LLVM19: true, Source: "llvm-mc-19 -mcpu=gfx1201 (the encodings of gfx1200)"},
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
