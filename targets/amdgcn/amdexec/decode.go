package amdexec

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// Decode decodes raw machine code (the bytes of a .text section) into one
// unnamed function. Instructions of package amdgcn's table go through its
// decoder; the others must be ExtDefs. Errors name the byte offset.
func Decode(gen *amdgcn.Generation, file string, code []byte) (*Code, error) {
	c := &Code{Gen: gen, File: file}
	if _, err := c.decode(code, 0); err != nil {
		return nil, err
	}
	c.Syms = []Symbol{{Name: "", Start: 0, End: len(c.Insts), Mode: defaultMode(gen), Pos: file + "+0x0"}}
	return c, nil
}

// decode appends the instructions of code (at byte offset base of the
// section) and returns the byte offset of each.
func (c *Code) decode(code []byte, base int) ([]int, error) {
	var offs []int
	for off := 0; off < len(code); {
		pos := fmt.Sprintf("%s+0x%x", c.File, base+off)
		a, n, err := amdgcn.Decode(c.Gen, code[off:])
		if err == nil {
			c.Insts = append(c.Insts, Inst{A: a, Pos: pos})
			offs = append(offs, base+off)
			off += n
			continue
		}
		in, n2, ok, err2 := decodeExt(c.Gen, code[off:])
		if !ok && err2 == nil {
			in, n2, ok, err2 = decodeDual(c.Gen, code[off:])
		}
		if err2 != nil {
			return nil, fmt.Errorf("%s: %s", pos, err2)
		}
		if !ok {
			return nil, fmt.Errorf("%s: cannot decode instruction %s: %v", pos, hexWords(code[off:]), err)
		}
		in.Pos = pos
		c.Insts = append(c.Insts, in)
		offs = append(offs, base+off)
		off += n2
	}
	if err := c.resolveOffsets(len(c.Insts)-len(offs), offs, base+len(code)); err != nil {
		return nil, err
	}
	return offs, nil
}

func hexWords(b []byte) string {
	var s []string
	for i := 0; i+4 <= len(b) && i < 8; i += 4 {
		s = append(s, fmt.Sprintf("0x%08x", binary.LittleEndian.Uint32(b[i:])))
	}
	if len(s) == 0 {
		return fmt.Sprintf("% x (truncated)", b)
	}
	return strings.Join(s, " ")
}

// decodeExt decodes an ExtDef instruction (SOPP). ok is false when the
// bytes are none of them.
func decodeExt(gen *amdgcn.Generation, b []byte) (Inst, int, bool, error) {
	if len(b) < 4 {
		return Inst{}, 0, false, nil
	}
	w := binary.LittleEndian.Uint32(b)
	for _, d := range ExtDefs {
		if op := d.Opcode[gen.Family]; op >= 0 && w>>23 == 0x17F && int(w>>16&0x7f) == op {
			in := Inst{Ext: d}
			in.A.Imm = w & 0xffff
			return in, 4, true, nil
		}
	}
	return Inst{}, 0, false, nil
}

// launchFromDescriptor reads COMPUTE_PGM_RSRC2 (USER_SGPR_COUNT bits 5:1,
// ENABLE_SGPR_WORKGROUP_ID_X/
// Y/Z bits 7–9, ENABLE_VGPR_WORKITEM_ID bits 12:11) and
// KERNEL_CODE_PROPERTIES (ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER bit 0,
// DISPATCH_PTR 1, QUEUE_PTR 2, KERNARG_SEGMENT_PTR 3, DISPATCH_ID 4,
// FLAT_SCRATCH_INIT 5, PRIVATE_SEGMENT_SIZE 6) of a kernel descriptor
// (AMDHSAKernelDescriptor.h).
func launchFromDescriptor(rsrc2 uint32, props uint16) Launch {
	l := Launch{PrivateSegmentBuffer: props&1 == 1, DispatchPtr: props>>1&1 == 1, KernargPtr: props>>3&1 == 1, DispatchID: props>>4&1 == 1,
		UserSGPRs: int(rsrc2 >> 1 & 0x1f), WorkitemIDs: int(rsrc2 >> 11 & 3)}
	for k := 0; k < 3; k++ {
		l.WorkgroupID[k] = rsrc2>>(7+k)&1 == 1
	}
	names := []string{"", "", "queue_ptr", "", "", "flat_scratch_init", "private_segment_size"}
	for b, n := range names {
		if n != "" && props>>b&1 == 1 {
			l.Unsupported = ".amdhsa_user_sgpr_" + n
			break
		}
	}
	return l
}

func vgpr(n int) amdgcn.Operand {
	return amdgcn.Operand{Kind: amdgcn.OpVGPR, Code: uint16(256 + n), Regs: 1}
}

// decodeSrcCode turns a 9-bit source code into an operand (32-bit
// operands only); lit is the size of the literal dword it consumes.
func decodeSrcCode(gen *amdgcn.Generation, c uint16, rest []byte) (amdgcn.Operand, int, error) {
	switch {
	case c >= 256:
		return vgpr(int(c - 256)), 0, nil
	case int(c) < gen.SGPRs || c == 106 || c == 107 || c == 126 || c == 127:
		return amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: c, Regs: 1}, 0, nil
	case c >= 128 && c <= 208 || c >= 240 && c <= 248:
		return amdgcn.Operand{Kind: amdgcn.OpInline, Code: c, Regs: 1}, 0, nil
	case c == 255:
		if len(rest) < 4 {
			return amdgcn.Operand{}, 0, errors.New("truncated literal")
		}
		return amdgcn.Operand{Kind: amdgcn.OpLiteral, Code: 255, Regs: 1, Lit: binary.LittleEndian.Uint32(rest)}, 4, nil
	}
	return amdgcn.Operand{}, 0, fmt.Errorf("source operand code %d is not supported", c)
}

// ReadELF reads an AMDGPU code object (llvm-mc -filetype=obj): the .text
// section decoded, its STT_FUNC symbols as functions and kernels, a
// kernel's mode from its NAME.kd descriptor (COMPUTE_PGM_RSRC1 at byte 48).
func ReadELF(gen *amdgcn.Generation, file string, src []byte) (*Code, error) {
	ef, err := elf.NewFile(bytes.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	if ef.Machine != elf.EM_AMDGPU {
		return nil, fmt.Errorf("%s: not an AMDGPU object (machine %v)", file, ef.Machine)
	}
	text := ef.Section(".text")
	if text == nil {
		return nil, fmt.Errorf("%s: no .text section", file)
	}
	code, err := text.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: .text: %v", file, err)
	}
	syms, _ := ef.Symbols()
	kds := map[string]Mode{}
	launches := map[string]Launch{}
	for _, s := range syms {
		if !strings.HasSuffix(s.Name, ".kd") || int(s.Section) >= len(ef.Sections) || s.Size < 64 {
			continue
		}
		sec := ef.Sections[s.Section]
		data, err := sec.Data()
		if err != nil || s.Value+64 > uint64(len(data)) {
			return nil, fmt.Errorf("%s: kernel descriptor %s out of its section", file, s.Name)
		}
		name := strings.TrimSuffix(s.Name, ".kd")
		kd := data[s.Value : s.Value+64]
		kds[name] = ModeFromRsrc1(gen, binary.LittleEndian.Uint32(kd[48:]))
		launches[name] = launchFromDescriptor(binary.LittleEndian.Uint32(kd[52:]), binary.LittleEndian.Uint16(kd[56:]))
	}
	var funcs []elf.Symbol
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC && int(s.Section) < len(ef.Sections) && ef.Sections[s.Section] == text {
			funcs = append(funcs, s)
		}
	}
	sort.SliceStable(funcs, func(i, j int) bool { return funcs[i].Value < funcs[j].Value })
	c := &Code{Gen: gen, File: file}
	if len(funcs) == 0 {
		// No symbols: the whole section is one function.
		funcs = []elf.Symbol{{Name: "", Value: 0, Size: uint64(len(code))}}
	}
	for _, s := range funcs {
		if s.Value+s.Size > uint64(len(code)) || s.Value+s.Size < s.Value {
			return nil, fmt.Errorf("%s: symbol %s (0x%x+0x%x) is outside .text", file, s.Name, s.Value, s.Size)
		}
		start := len(c.Insts)
		if _, err := c.decode(code[s.Value:s.Value+s.Size], int(s.Value)); err != nil {
			return nil, err
		}
		sym := Symbol{Name: s.Name, Start: start, End: len(c.Insts), Mode: defaultMode(gen), Pos: fmt.Sprintf("%s+0x%x", file, s.Value)}
		if m, ok := kds[s.Name]; ok {
			sym.Kernel, sym.Mode, sym.Launch = true, m, launches[s.Name]
		}
		c.Syms = append(c.Syms, sym)
	}
	return c, nil
}
