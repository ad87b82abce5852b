package amdexec

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Code is a file of AMD GPU code ready to run: its instructions and the
// functions and kernels they form.
type Code struct {
	Gen   *amdgcn.Generation
	File  string
	Insts []Inst
	Syms  []Symbol
}

// A Symbol is a function or kernel of a Code: Insts[Start:End].
type Symbol struct {
	Name       string
	Start, End int
	// Kernel: the file has a kernel descriptor for it (.amdhsa_kernel or
	// an ELF NAME.kd), whose mode is Mode.
	Kernel bool
	Mode   Mode
	// Launch is what the descriptor has the hardware put in SGPRs and
	// VGPRs at wave launch (kernels only).
	Launch Launch
	Pos    string
}

// A Launch is the register setup a kernel descriptor asks for: user SGPRs
// from s0 (the private segment buffer, the dispatch packet pointer, the
// kernarg segment pointer and the dispatch ID are supported, in that order),
// then after the user SGPR count the
// enabled workgroup IDs, and the work-item IDs (0: x, 1: x and y, 2: x, y
// and z) in v0–v2, or packed in v0 on the generations that pack them.
type Launch struct {
	PrivateSegmentBuffer bool // 4 SGPRs: a null buffer resource (scratch is not modeled)
	DispatchPtr          bool // the AQL dispatch packet (sizes filled in)
	KernargPtr           bool
	DispatchID           bool // a 64-bit dispatch ID (0)
	// UserSGPRs is the descriptor's user SGPR count (0: the enabled
	// ones'); the workgroup IDs follow them.
	UserSGPRs   int
	WorkgroupID [3]bool
	WorkitemIDs int
	// Unsupported names a user SGPR the descriptor enables that the
	// executor does not provide ("" when none).
	Unsupported string
}

// set records a descriptor directive; it reports whether the directive is
// one of the launch's.
func (l *Launch) set(name string, v int) bool {
	switch name {
	case ".amdhsa_user_sgpr_kernarg_segment_ptr":
		l.KernargPtr = v == 1
	case ".amdhsa_user_sgpr_dispatch_ptr":
		l.DispatchPtr = v == 1
	case ".amdhsa_user_sgpr_dispatch_id":
		l.DispatchID = v == 1
	case ".amdhsa_user_sgpr_private_segment_buffer":
		l.PrivateSegmentBuffer = v == 1
	case ".amdhsa_user_sgpr_count":
		l.UserSGPRs = v
	case ".amdhsa_system_sgpr_workgroup_id_x":
		l.WorkgroupID[0] = v == 1
	case ".amdhsa_system_sgpr_workgroup_id_y":
		l.WorkgroupID[1] = v == 1
	case ".amdhsa_system_sgpr_workgroup_id_z":
		l.WorkgroupID[2] = v == 1
	case ".amdhsa_system_vgpr_workitem_id":
		l.WorkitemIDs = v
	case ".amdhsa_user_sgpr_queue_ptr",
		".amdhsa_user_sgpr_flat_scratch_init", ".amdhsa_user_sgpr_private_segment_size",
		".amdhsa_user_sgpr_kernarg_preload_length":
		if v == 1 {
			l.Unsupported = name
		}
	default:
		return false
	}
	return true
}

// Sym returns the symbol named name.
func (c *Code) Sym(name string) (*Symbol, error) {
	for i := range c.Syms {
		if c.Syms[i].Name == name {
			return &c.Syms[i], nil
		}
	}
	var names []string
	for _, s := range c.Syms {
		names = append(names, s.Name)
	}
	return nil, fmt.Errorf("%s: no function %q (it has %s)", c.File, name, strings.Join(names, ", "))
}

// Read reads AMD GPU code: an ELF object (what llvm-mc -filetype=obj
// writes), raw code bytes (anything that is not text: one unnamed
// function), byte lists as llvm-mc -disassemble reads them and lowerc
// compile -emit hex writes them ("0x01,0x03,0x02,0x16 # comment" lines: one
// unnamed function), or assembly text in llvm-mc syntax.
func Read(gen *amdgcn.Generation, file string, src []byte) (*Code, error) {
	switch {
	case bytes.HasPrefix(src, []byte("\x7fELF")):
		return ReadELF(gen, file, src)
	case !isText(src):
		return Decode(gen, file, src)
	case isByteList(src):
		code, err := parseByteList(file, src)
		if err != nil {
			return nil, err
		}
		return Decode(gen, file, code)
	}
	return ParseText(gen, file, src)
}

func isText(b []byte) bool {
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\t' && c != '\r' || c == 0x7f {
			return false
		}
	}
	return true
}

// isByteList reports whether the first line that is not blank or a
// comment starts with a byte ("0x.." or "[0x..").
func isByteList(src []byte) bool {
	for _, l := range bytes.Split(src, []byte("\n")) {
		if i := bytes.IndexByte(l, '#'); i >= 0 {
			l = l[:i]
		}
		l = bytes.TrimSpace(stripComment(l))
		if len(l) == 0 {
			continue
		}
		l = bytes.TrimPrefix(l, []byte("["))
		return bytes.HasPrefix(l, []byte("0x"))
	}
	return false
}

// parseByteList reads "0x01,0x02 0x03" byte tokens, '#' and ';' comments,
// '[' ']' groups.
func parseByteList(file string, src []byte) ([]byte, error) {
	var out []byte
	for i, l := range bytes.Split(src, []byte("\n")) {
		if j := bytes.IndexByte(l, '#'); j >= 0 {
			l = l[:j]
		}
		l = stripComment(l)
		f := strings.FieldsFunc(string(l), func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '[' || r == ']' || r == '\r' })
		for _, tok := range f {
			v, err := strconv.ParseUint(tok, 0, 8)
			if err != nil {
				col := bytes.Index(l, []byte(tok)) + 1
				return nil, fmt.Errorf("%s:%d:%d: %q is not a byte", file, i+1, col, tok)
			}
			out = append(out, byte(v))
		}
	}
	return out, nil
}

// ParseText reads llvm-mc assembly as llc and lowerc write it. Labels start
// symbols (".L" labels and labels inside directives' blocks do not);
// .amdhsa_kernel blocks give a kernel's mode (.amdhsa_ieee_mode,
// .amdhsa_dx10_clamp, .amdhsa_float_denorm_mode_32/_16_64); the
// .amdgpu_metadata block and every other directive are skipped. Every
// instruction line must assemble (package amdgcn's assembler, or the
// executor's own few instructions, ExtDefs); errors are file:line:col.
func ParseText(gen *amdgcn.Generation, file string, src []byte) (*Code, error) {
	c := &Code{Gen: gen, File: file}
	lines := bytes.Split(src, []byte("\n"))
	asm := make([][]byte, len(lines)) // what package amdgcn assembles: other lines blank
	type label struct {
		name string
		line int
	}
	var labels []label
	allLabels := map[string]int{} // every label's line, for branches
	var ext []Inst
	var errs []string
	modes := map[string]Mode{}
	inMeta := false
	kd := ""
	var kdMode Mode
	launches := map[string]Launch{}
	var kdLaunch Launch
	for i, raw := range lines {
		ln := i + 1
		l := stripComment(raw)
		t := bytes.TrimSpace(l)
		if len(t) == 0 {
			continue
		}
		if inMeta {
			if bytes.HasPrefix(t, []byte(".end_amdgpu_metadata")) {
				inMeta = false
			}
			continue
		}
		if kd != "" {
			f := strings.Fields(string(t))
			if f[0] == ".end_amdhsa_kernel" {
				modes[kd] = kdMode
				if kdLaunch.UserSGPRs == 0 {
					// llvm-mc's default: the enabled user SGPRs.
					kdLaunch.UserSGPRs = 4*b2i(kdLaunch.PrivateSegmentBuffer) + 2*b2i(kdLaunch.DispatchPtr) + 2*b2i(kdLaunch.KernargPtr) + 2*b2i(kdLaunch.DispatchID)
				}
				launches[kd] = kdLaunch
				kd = ""
				continue
			}
			if len(f) == 2 {
				v, err := strconv.Atoi(f[1])
				if kdLaunch.set(f[0], v) {
					if err != nil || v < 0 || v > 2 && f[0] != ".amdhsa_user_sgpr_count" || v > 32 {
						errs = append(errs, fmt.Sprintf("%s:%d:1: %s: bad value %q", file, ln, f[0], f[1]))
					}
					continue
				}
				switch f[0] {
				case ".amdhsa_ieee_mode":
					kdMode.IEEE = v == 1
				case ".amdhsa_dx10_clamp":
					kdMode.DX10Clamp = v == 1
				case ".amdhsa_float_denorm_mode_32":
					kdMode.Denorm32 = uint8(v)
				case ".amdhsa_float_denorm_mode_16_64":
					kdMode.Denorm1664 = uint8(v)
				default:
					continue
				}
				if err != nil || v < 0 || v > 3 {
					errs = append(errs, fmt.Sprintf("%s:%d:1: %s: bad value %q", file, ln, f[0], f[1]))
				}
			}
			continue
		}
		if t[0] == '.' && !isLabel(t) {
			f := strings.Fields(string(t))
			switch f[0] {
			case ".amdgpu_metadata":
				inMeta = true
			case ".amdhsa_kernel":
				if len(f) < 2 {
					errs = append(errs, fmt.Sprintf("%s:%d:1: .amdhsa_kernel without a name", file, ln))
					continue
				}
				kd = f[1]
				// The assembler's defaults (llvm-mc: IEEE and DX10_CLAMP on
				// where the generation has them, no flushing).
				kdMode = defaultMode(gen)
				kdLaunch = Launch{WorkgroupID: [3]bool{true}} // llvm-mc's defaults
			}
			continue
		}
		// A label, perhaps followed by an instruction.
		if j := labelEnd(t); j > 0 {
			name := string(t[:j])
			if _, dup := allLabels[name]; dup {
				errs = append(errs, fmt.Sprintf("%s:%d:1: label %s is defined twice", file, ln, name))
			}
			allLabels[name] = ln
			if !strings.HasPrefix(name, ".L") && !strings.HasPrefix(name, "$") {
				labels = append(labels, label{name, ln})
			}
			k := bytes.Index(l, t[:j+1]) + j + 1
			rest := append(bytes.Repeat([]byte(" "), k), l[k:]...)
			l = rest
			t = bytes.TrimSpace(l)
			if len(t) == 0 {
				continue
			}
		}
		mn := string(t[:mnemonicEnd(t)])
		if strings.HasPrefix(mn, "v_dual_") {
			col := bytes.Index(l, t) + 1
			pos := fmt.Sprintf("%s:%d:%d", file, ln, col)
			in, err := parseDual(gen, string(t))
			if err != nil {
				errs = append(errs, fmt.Sprintf("%s: %v", pos, err))
				continue
			}
			in.Pos = pos
			in.A.Line, in.A.Col = int32(ln), int32(col)
			ext = append(ext, in)
			continue
		}
		if d, ok := lookupExt(gen, mn); d != nil {
			col := bytes.Index(l, t) + 1
			pos := fmt.Sprintf("%s:%d:%d", file, ln, col)
			if !ok {
				errs = append(errs, fmt.Sprintf("%s: %s is not available on %s", pos, mn, gen.Name))
				continue
			}
			in, err := parseExt(d, string(t[len(mn):]))
			if err != nil {
				errs = append(errs, fmt.Sprintf("%s: %s: %v", pos, mn, err))
				continue
			}
			in.Pos = pos
			in.A.Line, in.A.Col = int32(ln), int32(col)
			ext = append(ext, in)
			continue
		}
		asm[i] = l
	}
	if inMeta {
		errs = append(errs, fmt.Sprintf("%s: .amdgpu_metadata without .end_amdgpu_metadata", file))
	}
	if kd != "" {
		errs = append(errs, fmt.Sprintf("%s: .amdhsa_kernel %s without .end_amdhsa_kernel", file, kd))
	}
	insts, err := amdgcn.Assemble(gen, file, bytes.Join(asm, []byte("\n")), nil)
	if err != nil {
		var el amdgcn.ErrorList
		if errors.As(err, &el) {
			for _, e := range el {
				errs = append(errs, e.Error())
			}
		} else {
			errs = append(errs, err.Error())
		}
	}
	if len(errs) > 0 {
		sort.SliceStable(errs, func(i, j int) bool { return posLess(errs[i], errs[j]) })
		return nil, errors.New(strings.Join(errs, "\n"))
	}
	for _, a := range insts {
		c.Insts = append(c.Insts, Inst{A: a, Pos: fmt.Sprintf("%s:%d:%d", file, a.Line, a.Col)})
	}
	c.Insts = append(c.Insts, ext...)
	sort.SliceStable(c.Insts, func(i, j int) bool { return c.Insts[i].A.Line < c.Insts[j].A.Line })
	if errs := c.resolveLabels(allLabels); len(errs) > 0 {
		return nil, errors.New(strings.Join(errs, "\n"))
	}
	// Symbols: from each label to the next.
	for k, lb := range labels {
		s := Symbol{Name: lb.name, Pos: fmt.Sprintf("%s:%d:1", file, lb.line), Mode: defaultMode(gen)}
		s.Start = sort.Search(len(c.Insts), func(i int) bool { return int(c.Insts[i].A.Line) >= lb.line })
		s.End = len(c.Insts)
		if k+1 < len(labels) {
			next := labels[k+1].line
			s.End = sort.Search(len(c.Insts), func(i int) bool { return int(c.Insts[i].A.Line) >= next })
		}
		if m, ok := modes[lb.name]; ok {
			s.Kernel, s.Mode, s.Launch = true, m, launches[lb.name]
		}
		c.Syms = append(c.Syms, s)
	}
	if len(labels) == 0 || labels[0].line > 0 && len(c.Insts) > 0 && int(c.Insts[0].A.Line) < labels[0].line {
		// Instructions before the first label: an unnamed function.
		end := len(c.Insts)
		if len(labels) > 0 {
			end = c.Syms[0].Start
		}
		c.Syms = append([]Symbol{{Name: "", Start: 0, End: end, Mode: defaultMode(gen), Pos: file + ":1:1"}}, c.Syms...)
	}
	return c, nil
}

// posLess orders "file:line:col: msg" strings by line and column.
func posLess(a, b string) bool {
	la, ca := lineCol(a)
	lb, cb := lineCol(b)
	if la != lb {
		return la < lb
	}
	return ca < cb
}

func lineCol(s string) (int, int) {
	f := strings.SplitN(s, ":", 4)
	if len(f) < 3 {
		return 0, 0
	}
	l, _ := strconv.Atoi(f[1])
	c, _ := strconv.Atoi(f[2])
	return l, c
}

func stripComment(l []byte) []byte {
	if i := bytes.IndexByte(l, ';'); i >= 0 {
		l = l[:i]
	}
	if i := bytes.Index(l, []byte("//")); i >= 0 {
		l = l[:i]
	}
	if t := bytes.TrimSpace(l); len(t) > 0 && t[0] == '#' {
		return nil
	}
	return l
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// labelEnd returns the length of the label name when t starts with
// "name:", else 0.
func labelEnd(t []byte) int {
	i := 0
	for i < len(t) && isIdentByte(t[i]) {
		i++
	}
	if i > 0 && i < len(t) && t[i] == ':' {
		return i
	}
	return 0
}

func isLabel(t []byte) bool { return labelEnd(t) > 0 }

func mnemonicEnd(t []byte) int {
	i := 0
	for i < len(t) && isIdentByte(t[i]) {
		i++
	}
	return i
}

// parseExt reads the operand of an ExtDef instruction: a 16-bit
// immediate.
func parseExt(d *ExtDef, rest string) (Inst, error) {
	in := Inst{Ext: d}
	v, err := strconv.ParseUint(strings.TrimSpace(rest), 0, 16)
	if err != nil {
		return in, fmt.Errorf("want a 16-bit immediate, have %q", strings.TrimSpace(rest))
	}
	in.A.Imm = uint32(v)
	return in, nil
}

// parseReg reads a register operand: vN, v[a:b], sN, s[a:b], vcc, vcc_lo,
// vcc_hi, exec, exec_lo, exec_hi.
func parseReg(gen *amdgcn.Generation, s string) (amdgcn.Operand, error) {
	named := map[string]amdgcn.Operand{
		"vcc": {Kind: amdgcn.OpSGPR, Code: 106, Regs: 2}, "vcc_lo": {Kind: amdgcn.OpSGPR, Code: 106, Regs: 1}, "vcc_hi": {Kind: amdgcn.OpSGPR, Code: 107, Regs: 1},
		"exec": {Kind: amdgcn.OpSGPR, Code: 126, Regs: 2}, "exec_lo": {Kind: amdgcn.OpSGPR, Code: 126, Regs: 1}, "exec_hi": {Kind: amdgcn.OpSGPR, Code: 127, Regs: 1},
		"m0": {Kind: amdgcn.OpSGPR, Code: amdgcn.M0Code(gen), Regs: 1},
	}
	if o, ok := named[s]; ok {
		return o, nil
	}
	if len(s) < 2 || s[0] != 'v' && s[0] != 's' {
		return amdgcn.Operand{}, fmt.Errorf("not a register: %q", s)
	}
	kind, base, limit := amdgcn.OpSGPR, 0, gen.SGPRs
	if s[0] == 'v' {
		kind, base, limit = amdgcn.OpVGPR, 256, 256
	}
	var a, b int
	var err error
	if s[1] == '[' && strings.HasSuffix(s, "]") {
		lo, hi, ok := strings.Cut(s[2:len(s)-1], ":")
		if !ok {
			return amdgcn.Operand{}, fmt.Errorf("bad register range %q", s)
		}
		a, err = strconv.Atoi(lo)
		if err == nil {
			b, err = strconv.Atoi(hi)
		}
	} else {
		a, err = strconv.Atoi(s[1:])
		b = a
	}
	if err != nil || a < 0 || b < a || b >= limit || b-a > 3 {
		return amdgcn.Operand{}, fmt.Errorf("bad register %q", s)
	}
	return amdgcn.Operand{Kind: kind, Code: uint16(base + a), Regs: uint8(b - a + 1)}, nil
}

// parseSrc reads a 32-bit source: a register, or an integer constant
// (inline -16..64, else a literal).
func parseSrc(gen *amdgcn.Generation, s string) (amdgcn.Operand, error) {
	if s == "" {
		return amdgcn.Operand{}, fmt.Errorf("missing operand")
	}
	if c := s[0]; c == '-' || c >= '0' && c <= '9' {
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil || v < -(1<<31) || v >= 1<<32 {
			return amdgcn.Operand{}, fmt.Errorf("bad integer operand %q (float constants are not accepted here)", s)
		}
		switch {
		case v >= 0 && v <= 64:
			return amdgcn.Operand{Kind: amdgcn.OpInline, Code: uint16(128 + v), Regs: 1}, nil
		case v >= -16 && v < 0:
			return amdgcn.Operand{Kind: amdgcn.OpInline, Code: uint16(192 - v), Regs: 1}, nil
		}
		return amdgcn.Operand{Kind: amdgcn.OpLiteral, Code: 255, Regs: 1, Lit: uint32(v)}, nil
	}
	return parseReg(gen, s)
}
