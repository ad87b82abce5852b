package lower

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// Emit formats.
const (
	EmitAsm = "asm" // llvm-mc assembly with the .amdhsa_kernel descriptor
	EmitHex = "hex" // the code bytes, one instruction a line, in llvm-mc -disassemble syntax
)

// Options configure a Backend.
type Options struct {
	// Gen is the generation (-mcpu).
	Gen *amdgcn.Generation
	// IEEE is MODE.IEEE for the kernel (-ieee). Generations without the
	// bit (GFX12) take only true: LLVM models them as always IEEE.
	IEEE bool
	// Emit is EmitAsm (the default when empty) or EmitHex.
	Emit string
}

// famInfo holds what this package needs of an encoding family beyond
// package amdgcn's form table: memory mnemonics, the GLOBAL immediate offset
// range, the wait instructions and the address helpers. Every row was
// checked by assembling it with llvm-mc-19 -triple=amdgcn-amd-amdhsa (gfx950
// is taken to be gfx942, as docs/reference/amdgpu.md §1.1 says its formats are).
type famInfo struct {
	sload      [3]string // s_load of 1, 2, 4 dwords
	gload      [3]string // global load of 16, 32, 64 bits (16-bit: zero-extended)
	gstore     [3]string // global store of 16, 32, 64 bits
	offMin     int64     // GLOBAL immediate offset range, bytes
	offMax     int64
	waitLoad   waitInst // wait for all vector memory loads
	waitKernel waitInst // wait for all scalar memory loads
	addU32     string   // 32-bit add without carry out (VOP2)
	andNot     string   // s_andn2 (exec masking with a negated pred), without the _b32/_b64
	source     string
}

// A waitInst is a wait instruction: s_waitcnt with its counters, or one of
// GFX12's s_wait_* with its immediate.
type waitInst struct {
	mnemonic string
	counts   [3]int // s_waitcnt: vmcnt, expcnt, lgkmcnt (-1: not waited on)
	imm      int64  // s_wait_*: the count
}

// waitcnt(vm, lgkm) is s_waitcnt vmcnt(vm) or lgkmcnt(lgkm) (-1: not given).
func waitcnt(vm, lgkm int) waitInst {
	return waitInst{mnemonic: "s_waitcnt", counts: [3]int{vm, -1, lgkm}}
}

var famInfos = map[amdgcn.Family]*famInfo{
	amdgcn.GFX9: {
		sload:  [3]string{"s_load_dword", "s_load_dwordx2", "s_load_dwordx4"},
		gload:  [3]string{"global_load_ushort", "global_load_dword", "global_load_dwordx2"},
		gstore: [3]string{"global_store_short", "global_store_dword", "global_store_dwordx2"},
		offMin: -4096, offMax: 4095, // "expected a 13-bit signed offset"
		waitLoad: waitcnt(0, -1), waitKernel: waitcnt(-1, 0),
		addU32: "v_add_u32_e32", andNot: "s_andn2",
		source: "llvm-mc-19 -mcpu=gfx908/gfx90a/gfx942 (lowerc checks, 2026-11)",
	},
	amdgcn.GFX10: {
		sload:  [3]string{"s_load_dword", "s_load_dwordx2", "s_load_dwordx4"},
		gload:  [3]string{"global_load_ushort", "global_load_dword", "global_load_dwordx2"},
		gstore: [3]string{"global_store_short", "global_store_dword", "global_store_dwordx2"},
		offMin: -2048, offMax: 2047, // "expected a 12-bit signed offset"
		waitLoad: waitcnt(0, -1), waitKernel: waitcnt(-1, 0),
		addU32: "v_add_nc_u32_e32", andNot: "s_andn2",
		source: "llvm-mc-19 -mcpu=gfx1010/gfx1030",
	},
	amdgcn.GFX11: {
		sload:  [3]string{"s_load_b32", "s_load_b64", "s_load_b128"},
		gload:  [3]string{"global_load_u16", "global_load_b32", "global_load_b64"},
		gstore: [3]string{"global_store_b16", "global_store_b32", "global_store_b64"},
		offMin: -4096, offMax: 4095,
		waitLoad: waitcnt(0, -1), waitKernel: waitcnt(-1, 0),
		addU32: "v_add_nc_u32_e32", andNot: "s_and_not1",
		source: "llvm-mc-19 -mcpu=gfx1100/gfx1150",
	},
	amdgcn.GFX12: {
		sload:  [3]string{"s_load_b32", "s_load_b64", "s_load_b128"},
		gload:  [3]string{"global_load_u16", "global_load_b32", "global_load_b64"},
		gstore: [3]string{"global_store_b16", "global_store_b32", "global_store_b64"},
		offMin: -(1 << 23), offMax: 1<<23 - 1, // 24-bit signed
		// llc-19 waits with the split counters on GFX12.
		waitLoad: waitInst{mnemonic: "s_wait_loadcnt"}, waitKernel: waitInst{mnemonic: "s_wait_kmcnt"},
		addU32: "v_add_nc_u32_e32", andNot: "s_and_not1",
		source: "llvm-mc-19 -mcpu=gfx1200/gfx1201; llc-19 -mcpu=gfx1200 for the waits",
	},
}

// hasModeBits reports whether the generation's kernel descriptor has
// ENABLE_IEEE_MODE and ENABLE_DX10_CLAMP (COMPUTE_PGM_RSRC1 bits 23 and 21):
// GFX6–GFX11. GFX12 reassigned them (docs/reference/amdgpu.md §4.1, AMDHSAKernelDescriptor.h).
func hasModeBits(g *amdgcn.Generation) bool { return g.Family != amdgcn.GFX12 }

// packedTID reports whether the work-item IDs arrive packed in v0 (x in bits
// 9:0, y in 19:10, z in 29:20) rather than in v0, v1, v2: gfx90a, the gfx940
// family and GFX11+ (llc-19 output: v_and_b32 0x3ff / v_bfe_u32 10, 10).
func packedTID(g *amdgcn.Generation) bool {
	switch g.ID {
	case amdgcn.GFX908, amdgcn.GFX1010, amdgcn.GFX1030:
		return false
	}
	return true
}

// A Backend lowers tile IR for one generation and mode. It implements
// verify.Target and the compile command's Backend.
type Backend struct {
	opt Options
	fam *famInfo
}

// New checks the options and returns a Backend.
func New(opt Options) (*Backend, error) {
	if opt.Gen == nil {
		return nil, fmt.Errorf("amdgcn: no generation (-mcpu)")
	}
	if opt.Emit == "" {
		opt.Emit = EmitAsm
	}
	if opt.Emit != EmitAsm && opt.Emit != EmitHex {
		return nil, fmt.Errorf("-emit %s: want asm or hex", opt.Emit)
	}
	if !opt.IEEE && !hasModeBits(opt.Gen) {
		return nil, fmt.Errorf("-ieee=0: %s (%s) has no MODE.IEEE bit; its kernel descriptor reassigned bit 23 and LLVM treats it as always in IEEE mode (docs/reference/amdgpu.md §4.1, §4.3)", opt.Gen.Name, opt.Gen.Arch)
	}
	f := famInfos[opt.Gen.Family]
	if f == nil {
		return nil, fmt.Errorf("amdgcn: no lowering data for family %s", opt.Gen.Family)
	}
	return &Backend{opt: opt, fam: f}, nil
}

// Options returns the backend's options.
func (b *Backend) Options() Options { return b.opt }

// Name says what the target is: "amdgcn gfx942 (CDNA3, wave64, ieee=1)".
func (b *Backend) Name() string {
	g := b.opt.Gen
	mode := "ieee=1"
	if !hasModeBits(g) {
		mode = "no IEEE mode bit"
	} else if !b.opt.IEEE {
		mode = "ieee=0"
	}
	return fmt.Sprintf("amdgcn %s (%s, wave%d, %s)", g.Name, g.Arch, g.WaveSize, mode)
}

// ieeeOn reports whether float min/max see IEEE-mode NaN rules: the mode bit
// where there is one, always on GFX12 (LLVM's model, docs/reference/amdgpu.md §4.3).
func (b *Backend) ieeeOn() bool { return b.opt.IEEE || !hasModeBits(b.opt.Gen) }

// Model returns the semantics model name of a canonical mnemonic on this
// backend: "amdgcn:gfx942:v_max_f32", with ":ieee=0" for float
// instructions when the kernel runs with MODE.IEEE clear.
func (b *Backend) Model(mnemonic string, float bool) string {
	s := "amdgcn:" + b.opt.Gen.Name + ":" + mnemonic
	// The IEEE-754-2019 maximum/minimum forms do not read MODE.IEEE: gfx950
	// forces it to 1 (CDNA4 ISA, docs/reference/amdgpu.md §4.2), GFX12 has no such bit.
	ignoresMode := strings.Contains(mnemonic, "maximum") || strings.Contains(mnemonic, "minimum")
	if float && !ignoresMode && hasModeBits(b.opt.Gen) && !b.opt.IEEE {
		s += ":ieee=0"
	}
	return s
}
