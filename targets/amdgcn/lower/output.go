package lower

import (
	"fmt"
	"io"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// Compile lowers m (verified against b) and writes it as b's Emit format.
func (b *Backend) Compile(m *ir.Module, w io.Writer) error {
	p, err := b.Lower(m)
	if err != nil {
		return err
	}
	var out []byte
	if b.opt.Emit == EmitHex {
		out, err = p.AppendHex(nil)
		if err != nil {
			return err
		}
	} else {
		out = p.AppendAsm(nil)
	}
	_, err = w.Write(out)
	return err
}

// TargetID is the HSA target ID of the generation.
func TargetID(g *amdgcn.Generation) string { return "amdgcn-amd-amdhsa--" + g.Name }

// MCCommand is the llvm-mc command line that assembles the output for g.
func MCCommand(g *amdgcn.Generation) string {
	return "llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + g.Name + mattrArg(g, "=") + " -filetype=obj"
}

// mattrArg is the -mattr option of a wave64 GFX10+ target ("" otherwise),
// with sep between the flag and its value.
func mattrArg(g *amdgcn.Generation, sep string) string {
	if g.Wave64() {
		return " -mattr" + sep + "+wavefrontsize64"
	}
	return ""
}

// hasAccumOffset: gfx90a and the gfx940 family split the VGPR file with the
// AGPRs and need .amdhsa_accum_offset.
func hasAccumOffset(g *amdgcn.Generation) bool {
	switch g.ID {
	case amdgcn.GFX90A, amdgcn.GFX940, amdgcn.GFX941, amdgcn.GFX942, amdgcn.GFX950:
		return true
	}
	return false
}

func (p *Program) header(b []byte, c string) []byte {
	g := p.Gen
	mode := fmt.Sprintf("-ieee=%d", boolInt(p.IEEE))
	if !hasModeBits(g) {
		mode = "no MODE.IEEE bit"
	}
	b = fmt.Appendf(b, "%s produced by lowerc compile -target amdgcn -mcpu %s%s (%s) from %s\n", c, g.Name, mattrArg(g, " "), mode, p.File)
	return b
}

// AppendAsm appends the program as llvm-mc assembly: for each kernel its
// code and its .amdhsa_kernel descriptor, then the code object metadata.
func (p *Program) AppendAsm(b []byte) []byte { return AppendAsm(b, p) }

// AppendAsm appends programs lowered for one generation (for example with
// both -ieee settings; kernel names must differ) as one assembly file.
func AppendAsm(b []byte, ps ...*Program) []byte {
	if len(ps) == 0 {
		return b
	}
	g := ps[0].Gen
	for _, p := range ps {
		b = p.header(b, ";")
	}
	if g.LLVM19 {
		b = fmt.Appendf(b, "; assemble with: %s\n", MCCommand(g))
	} else {
		b = fmt.Appendf(b, "; %s is unknown to LLVM 19: assemble with an LLVM that knows it (llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=%s)\n", g.Name, g.Name)
	}
	b = fmt.Appendf(b, "\t.amdgcn_target \"%s\"\n\t.amdhsa_code_object_version 5\n", TargetID(g))
	i := 0
	for _, p := range ps {
		for _, k := range p.Kernels {
			b = fmt.Appendf(b, "\n\t.text\n\t.globl\t%s\n\t.p2align\t8\n\t.type\t%s,@function\n%s:\n", k.Name, k.Name, k.Name)
			for _, l := range k.Lines {
				if !l.IsInst() {
					b = fmt.Appendf(b, "\t; %s\n", l.Comment)
				} else {
					b = append(l.Inst.AppendText(append(b, '\t')), '\n')
				}
			}
			b = fmt.Appendf(b, ".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n", i, k.Name, i, k.Name)
			b = p.appendDescriptor(b, k)
			i++
		}
	}
	b = appendMetadata(b, ps)
	return b
}

func (p *Program) appendDescriptor(b []byte, k *Kernel) []byte {
	g := p.Gen
	d := func(name string, v int) { b = fmt.Appendf(b, "\t\t.amdhsa_%s %d\n", name, v) }
	b = fmt.Appendf(b, "\n\t.rodata\n\t.p2align\t6\n\t.amdhsa_kernel %s\n", k.Name)
	d("user_sgpr_kernarg_segment_ptr", 1)
	d("kernarg_size", k.KernargSize)
	if g.WaveSize == 32 {
		d("wavefront_size32", 1)
	} else if g.Wave64() {
		// GFX10+ in wave64: the descriptor bit is clear (llvm-mc's default
		// with -mattr=+wavefrontsize64; written out as llc does)
		d("wavefront_size32", 0)
	}
	d("system_sgpr_workgroup_id_x", 1)
	if k.WorkgroupIDs >= 1 {
		d("system_sgpr_workgroup_id_y", 1)
	}
	if k.WorkgroupIDs >= 2 {
		d("system_sgpr_workgroup_id_z", 1)
	}
	d("system_vgpr_workitem_id", k.WorkitemIDs)
	d("next_free_vgpr", k.NextFreeVGPR)
	d("next_free_sgpr", k.NextFreeSGPR)
	if hasAccumOffset(g) {
		d("accum_offset", (k.NextFreeVGPR+3)&^3)
	}
	d("reserve_vcc", boolInt(k.UsesVCC))
	// MODE at wave launch (COMPUTE_PGM_RSRC1): round to nearest even, no
	// denormal flushing (what the min/max models assume: denorm=3), and on
	// GFX9–GFX11 the IEEE bit the min/max selection was made for. DX10_CLAMP
	// only affects the clamp modifier, which lowerc never sets; it keeps
	// LLVM's kernel default 1 (docs/reference/amdgpu.md §4.1).
	d("float_round_mode_32", 0)
	d("float_round_mode_16_64", 0)
	d("float_denorm_mode_32", 3)
	d("float_denorm_mode_16_64", 3)
	if hasModeBits(g) {
		d("dx10_clamp", 1)
		d("ieee_mode", boolInt(p.IEEE))
	}
	b = append(b, "\t.end_amdhsa_kernel\n"...)
	return b
}

func appendMetadata(b []byte, ps []*Program) []byte {
	g := ps[0].Gen
	b = append(b, "\n\t.amdgpu_metadata\n---\namdhsa.kernels:\n"...)
	var ks []*Kernel
	for _, p := range ps {
		ks = append(ks, p.Kernels...)
	}
	for _, k := range ks {
		b = append(b, "  - .args:\n"...)
		for _, a := range k.Args {
			if a.Pointer {
				b = fmt.Appendf(b, "      - .address_space: global\n        .name: %s\n        .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n", a.Name, a.Offset)
			} else {
				b = fmt.Appendf(b, "      - .name: %s\n        .offset: %d\n        .size: 4\n        .value_kind: by_value\n", a.Name, a.Offset)
			}
		}
		if len(k.Args) == 0 {
			b = append(b, "      []\n"...)
		}
		b = fmt.Appendf(b, "    .group_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: %d\n", k.KernargSize)
		b = fmt.Appendf(b, "    .max_flat_workgroup_size: 1024\n    .name: %s\n    .private_segment_fixed_size: 0\n", k.Name)
		b = fmt.Appendf(b, "    .sgpr_count: %d\n    .symbol: %s.kd\n    .vgpr_count: %d\n    .wavefront_size: %d\n",
			k.NextFreeSGPR+2*boolInt(k.UsesVCC), k.Name, k.NextFreeVGPR, g.WaveSize)
	}
	b = fmt.Appendf(b, "amdhsa.target: %s\namdhsa.version:\n  - 1\n  - 2\n...\n\t.end_amdgpu_metadata\n", TargetID(g))
	return b
}

// AppendHex appends the code bytes of every kernel, one instruction a line
// in the syntax llvm-mc -disassemble reads ("0xc1,0x04,0x0a,0x16"), each
// followed by its text as a '#' comment. The bytes come from package
// amdgcn's encoder, the text from its printer, both from the typed
// instructions of the lowering.
func (p *Program) AppendHex(b []byte) ([]byte, error) {
	g := p.Gen
	b = p.header(b, "#")
	b = fmt.Appendf(b, "# disassemble with: llvm-mc-19 -triple=amdgcn -mcpu=%s -disassemble\n", g.Name)
	for _, k := range p.Kernels {
		code, err := k.Encode(g)
		if err != nil {
			return nil, err
		}
		b = fmt.Appendf(b, "# kernel %s: %d instructions, %d bytes\n", k.Name, len(code), total(code))
		i := 0
		for _, l := range k.Lines {
			if !l.IsInst() {
				continue
			}
			for j, c := range code[i] {
				if j > 0 {
					b = append(b, ',')
				}
				b = fmt.Appendf(b, "0x%02x", c)
			}
			b = append(l.Inst.AppendText(append(b, " # "...)), '\n')
			i++
		}
	}
	return b, nil
}

func total(code [][]byte) int {
	n := 0
	for _, c := range code {
		n += len(c)
	}
	return n
}

// Encode returns the machine code of each instruction of the kernel,
// encoded by package amdgcn's encoder. The instructions must be for g
// (the generation they were lowered for).
func (k *Kernel) Encode(g *amdgcn.Generation) ([][]byte, error) {
	var out [][]byte
	for _, l := range k.Lines {
		if !l.IsInst() {
			continue
		}
		if ig := l.Inst.Gen(); ig.ID != g.ID || ig.WaveSize != g.WaveSize {
			return nil, fmt.Errorf("-emit hex: kernel %s was lowered for %s (wave%d), not %s (wave%d)", k.Name, ig.Name, ig.WaveSize, g.Name, g.WaveSize)
		}
		out = append(out, l.Inst.AppendEncoding(nil))
	}
	return out, nil
}
