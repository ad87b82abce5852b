package amdexec

import (
	"fmt"
	"regexp"
	"sync"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Mode is the part of the MODE register that changes what min/max
// instructions compute (docs/reference/amdgpu.md §4.1): MODE.IEEE, DX10_CLAMP and the
// FP_DENORM fields (3: keep subnormals, 0: flush inputs and outputs, 1:
// flush outputs, 2: flush inputs — the encoding of COMPUTE_PGM_RSRC1 and of
// the models' denorm= parameter).
type Mode struct {
	IEEE       bool
	DX10Clamp  bool
	Denorm32   uint8 // f32
	Denorm1664 uint8 // f16 and f64
}

// DefaultMode is a compute kernel's mode as LLVM sets it: IEEE on,
// DX10_CLAMP on, no flushing.
func DefaultMode() Mode { return Mode{IEEE: true, DX10Clamp: true, Denorm32: 3, Denorm1664: 3} }

// defaultMode is the mode code starts in: DefaultMode. GFX12 has neither
// bit; the executor takes both as on, as LLVM 19 models it: always IEEE
// (docs/reference/amdgpu.md §4.3), and llc-19 -mcpu=gfx1200 folds minnum(maxnum(x, 0.0),
// 1.0) into v_max_num_f32 x, x clamp (testdata/llc19), which is right only
// if clamp turns a NaN into 0. Unverified on RDNA4 hardware.
func defaultMode(g *amdgcn.Generation) Mode { return DefaultMode() }

// String prints the mode as the models' parameters would: "ieee=1
// denorm32=3 denorm16_64=3".
func (m Mode) String() string {
	return fmt.Sprintf("ieee=%d dx10_clamp=%d denorm32=%d denorm16_64=%d", b2i(m.IEEE), b2i(m.DX10Clamp), m.Denorm32, m.Denorm1664)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hasModeBits reports whether the generation has MODE.IEEE and DX10_CLAMP
// (GFX9–GFX11; GFX12 reassigned the bits and LLVM models it as always in
// IEEE mode, docs/reference/amdgpu.md §4.1, §4.3).
func hasModeBits(g *amdgcn.Generation) bool { return g.Family != amdgcn.GFX12 }

// ModeFromRsrc1 reads the mode fields of a kernel descriptor's
// COMPUTE_PGM_RSRC1 (FLOAT_DENORM_MODE_32 bits 17:16, FLOAT_DENORM_MODE_16_64
// bits 19:18, ENABLE_DX10_CLAMP bit 21, ENABLE_IEEE_MODE bit 23 on GFX6–GFX11;
// AMDHSAKernelDescriptor.h, docs/reference/amdgpu.md §4.1).
func ModeFromRsrc1(g *amdgcn.Generation, rsrc1 uint32) Mode {
	m := Mode{Denorm32: uint8(rsrc1 >> 16 & 3), Denorm1664: uint8(rsrc1 >> 18 & 3), IEEE: true, DX10Clamp: true}
	if hasModeBits(g) {
		m.IEEE = rsrc1>>23&1 == 1
		m.DX10Clamp = rsrc1>>21&1 == 1
	}
	return m
}

var (
	irDefine = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^define\b[^@\n]*@("?)([^"(\s]+)("?)\s*\([^\n]*\)\s*([^{\n]*)\{`)
	})
	irAttrs = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^attributes\s+#(\d+)\s*=\s*\{([^}\n]*)\}`) })
	irGroup = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`#(\d+)`) })
	irIEEE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"amdgpu-ieee"="(true|false)"`) })
)

// IEEEFromIR returns the MODE.IEEE an LLVM IR function runs with as llc
// reads it: false when the function's attributes (inline or in an
// attribute group) say "amdgpu-ieee"="false", true otherwise (LLVM's default
// for compute code, docs/reference/amdgpu.md §4.1). ok is false when the file has no
// definition of fn.
func IEEEFromIR(src []byte, fn string) (ieee, ok bool) {
	groups := map[string]string{}
	for _, m := range irAttrs().FindAllSubmatch(src, -1) {
		groups[string(m[1])] = string(m[2])
	}
	for _, m := range irDefine().FindAllSubmatch(src, -1) {
		if string(m[2]) != fn {
			continue
		}
		attrs := string(m[4])
		for _, g := range irGroup().FindAllStringSubmatch(attrs, -1) {
			attrs += " " + groups[g[1]]
		}
		if v := irIEEE().FindStringSubmatch(attrs); v != nil {
			return v[1] == "true", true
		}
		return true, true
	}
	return true, false
}
