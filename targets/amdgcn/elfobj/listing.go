package elfobj

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// WriteListing writes what llvm-mc (without -filetype=obj) prints for
// the assembled file f of src: the instructions (with their encodings when
// showEncoding), the labels, and the directives as llvm-mc echoes them —
// sections and symbols in its spelling, each kernel block with every field
// of the descriptor, the metadata block as llvm-mc's YAML writer formats it,
// and the source's blank lines (docs/reference/amdgpu.md §7.7).
func WriteListing(w io.Writer, gen *amdgcn.Generation, f *amdgcn.File, src []byte, showEncoding bool) error {
	var b []byte
	cur := ".text"
	if gen.LLVM19 {
		b = append(b, "\t.text\n"...)
	} else {
		cur = "" // llvm-mc-22 prints the first .text where it is
	}
	lines, starts := sourceLines(src)
	// the source line of each instruction: the lines with code, in order
	instLine := make([]int, 0, len(f.Insts))
	end := ""
	for i, l := range lines {
		t := strings.TrimSpace(string(l))
		switch {
		case end != "":
			if strings.HasPrefix(t, end) {
				end = ""
			}
		case strings.HasPrefix(t, ".amdhsa_kernel"):
			end = ".end_amdhsa_kernel"
		case strings.HasPrefix(t, ".amdgpu_metadata"):
			end = ".end_amdgpu_metadata"
		case hasCode(l):
			instLine = append(instLine, i+1)
		}
	}
	if len(instLine) != len(f.Insts) {
		return fmt.Errorf("elfobj: listing: %d instruction lines for %d instructions", len(instLine), len(f.Insts))
	}
	kernels := f.Kernels
	li, di, ii, ntmp := 0, 0, 0, 0
	inBlock := false
	for n := 1; n <= len(lines); n++ {
		l := lines[n-1]
		if inBlock {
			if t := strings.TrimSpace(string(l)); t == ".end_amdhsa_kernel" || t == ".end_amdgpu_metadata" {
				inBlock = false
			}
			continue
		}
		if len(bytes.TrimSpace(l)) == 0 {
			b = append(b, '\n')
			continue
		}
		for li < len(f.Labels) && f.Labels[li].Off == starts[n-1] {
			b = amdgcn.AppendLabel(b, f.Labels[li].Name, &ntmp)
			li++
		}
		for di < len(f.Directives) && f.Directives[di].Off == starts[n-1] {
			d := f.Directives[di]
			di++
			switch d.Name {
			case ".amdhsa_kernel":
				k := kernels[0]
				kernels = kernels[1:]
				kb, err := kernelListing(gen, &k, f.CodeObjectVersion)
				if err != nil {
					return err
				}
				b = append(b, kb...)
				inBlock = true
			case ".amdgpu_metadata":
				y, err := metadataListing(f.Metadata)
				if err != nil {
					return err
				}
				b = append(append(append(b, "\t.amdgpu_metadata\n"...), y...), "\n\t.end_amdgpu_metadata\n\n"...)
				inBlock = true
			default:
				b = directiveListing(b, d, &cur)
			}
		}
		for ii < len(instLine) && instLine[ii] == n {
			b = f.Insts[ii].AppendListing(b, showEncoding)
			ii++
		}
	}
	_, err := w.Write(b)
	return err
}

// sourceLines splits src into lines as the assembler reads them (and as
// llvm-mc-19 does): a line ends at "\n", at "\r\n" or at a lone "\r" (which
// ends a statement but not the line number); the terminators are dropped,
// and a final terminator starts no empty line. starts[k] is the offset in
// src of lines[k], which Label.Off and Directive.Off name.
func sourceLines(src []byte) (lines [][]byte, starts []int) {
	for off := 0; off < len(src); {
		i := bytes.IndexAny(src[off:], "\r\n")
		if i < 0 {
			i = len(src) - off
		}
		lines, starts = append(lines, src[off:off+i]), append(starts, off)
		off += i + 1
		if off < len(src) && src[off-1] == '\r' && src[off] == '\n' {
			off++
		}
	}
	return lines, starts
}

// nameByte reports whether c may stand in a label or directive name.
func nameByte(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// hasCode reports whether a source line holds an instruction: text that
// is not a comment, a directive or only a label.
func hasCode(l []byte) bool {
	t := strings.TrimSpace(string(l))
	for {
		i := 0
		for i < len(t) && nameByte(t[i]) {
			i++
		}
		if i > 0 && i < len(t) && t[i] == ':' {
			t = strings.TrimSpace(t[i+1:])
			continue
		}
		break
	}
	return t != "" && t[0] != ';' && t[0] != '#' && t[0] != '.' && !strings.HasPrefix(t, "//")
}

// directiveListing appends a section or symbol directive as llvm-mc
// prints it.
func directiveListing(b []byte, d amdgcn.Directive, cur *string) []byte {
	switch d.Name {
	case ".text":
		if *cur != ".text" {
			b = append(b, "\t.text\n"...)
		}
		*cur = ".text"
	case ".rodata":
		if *cur != ".rodata" {
			b = append(b, "\t.section\t.rodata,\"a\",@progbits\n"...)
		}
		*cur = ".rodata"
	case ".section":
		name, _, _ := strings.Cut(d.Args, ",")
		name = strings.TrimSpace(name)
		if uq, err := strconv.Unquote(name); err == nil {
			name = uq
		}
		if *cur != name {
			b = append(append(append(b, "\t.section\t"...), strings.TrimSpace(d.Args)...), '\n')
		}
		*cur = name
	case ".globl", ".global", ".type":
		name := d.Name
		if name == ".global" {
			name = ".globl"
		}
		b = append(append(append(append(b, '\t'), name...), '\t'), strings.ReplaceAll(d.Args, " ", "")...)
		b = append(b, '\n')
	case ".size":
		name, expr, _ := strings.Cut(d.Args, ",")
		b = fmt.Appendf(b, "\t.size\t%s, %s\n", strings.TrimSpace(name), strings.TrimSpace(expr))
	case ".p2align":
		arg, fill, hasFill := strings.Cut(d.Args, ",")
		b = fmt.Appendf(b, "\t.p2align\t%s", strings.TrimSpace(arg))
		if *cur != ".text" {
			v := uint64(0)
			if hasFill {
				v, _ = strconv.ParseUint(strings.TrimSpace(fill), 0, 8)
			}
			b = fmt.Appendf(b, ", 0x%x", v)
		}
		b = append(b, '\n')
	case ".p2alignl":
		// llvm-mc prints it without the leading tab, the word in hex
		arg, fill, _ := strings.Cut(d.Args, ",")
		v, _ := strconv.ParseUint(strings.TrimSpace(fill), 0, 32)
		b = fmt.Appendf(b, ".p2alignl %s, 0x%x\n", strings.TrimSpace(arg), v)
	case ".fill":
		parts := strings.Split(d.Args, ",")
		if len(parts) == 3 {
			v, _ := strconv.ParseUint(strings.TrimSpace(parts[2]), 0, 64)
			b = fmt.Appendf(b, "\t.fill\t%s, %s, 0x%x\n", strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), v)
		}
	case ".set":
		// llvm-mc prints the folded value (amdgcn.File.Directives) without
		// the leading tab, and marks the symbol .no_dead_strip
		name, _, _ := strings.Cut(d.Args, ",")
		b = fmt.Appendf(b, ".set %s\n\t.no_dead_strip\t%s\n", d.Args, name)
	case ".amdgcn_target":
		b = fmt.Appendf(b, "\t.amdgcn_target %s\n\n", d.Args)
	case ".amdhsa_code_object_version":
		b = fmt.Appendf(b, "\t.amdhsa_code_object_version %s\n\n", d.Args)
	case ".data":
		if *cur != ".data" {
			b = append(b, "\t.data\n"...)
		}
		*cur = ".data"
	default: // .align: as written (not compared with llvm-mc)
		b = append(append(b, '\t'), strings.TrimSpace(d.Name+" "+d.Args)...)
		b = append(b, '\n')
	}
	return b
}

// kernelListing prints a kernel block as llvm-mc does: every field of the
// descriptor the generation has, in llvm-mc's order, with the values the
// descriptor holds (docs/reference/amdgpu.md §7.7).
func kernelListing(gen *amdgcn.Generation, k *amdgcn.Kernel, cov int) ([]byte, error) {
	kd, err := Descriptor(gen, k)
	if err != nil {
		return nil, err
	}
	if cov == 0 {
		cov = defaultCodeObject
	}
	m := machOf(gen)
	le := func(off int, n int) uint32 {
		var v uint32
		for i := 0; i < n; i++ {
			v |= uint32(kd[off+i]) << (8 * i)
		}
		return v
	}
	words := [numWords]uint32{wGroup: le(offGroupSegment, 4), wPrivate: le(offPrivateSegment, 4), wKernarg: le(offKernargSize, 4),
		wRsrc1: le(offRsrc1, 4), wRsrc2: le(offRsrc2, 4), wRsrc3: le(offRsrc3, 4), wProps: le(offProps, 2), wPreload: le(offPreload, 2)}
	get := func(name string) uint32 {
		bf, _ := fieldOf(gen, name)
		return words[bf.w] >> bf.shift & (1<<bf.width - 1)
	}
	given := func(name string, def int64) int64 {
		if v, ok := k.Field(name); ok {
			return v
		}
		return def
	}
	var b []byte
	put := func(name string, v any) { b = fmt.Appendf(b, "\t\t.amdhsa_%s %v\n", name, v) }
	b = fmt.Appendf(b, "\t.amdhsa_kernel %s\n", k.Name)
	for _, n := range []string{"group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size"} {
		put(n, get(n))
	}
	put("user_sgpr_count", words[wRsrc2]>>1&0x1f)
	if !m.ArchitectedFlatScratch {
		put("user_sgpr_private_segment_buffer", get("user_sgpr_private_segment_buffer"))
	}
	for _, n := range []string{"user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr", "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id"} {
		put(n, get(n))
	}
	if !m.ArchitectedFlatScratch {
		put("user_sgpr_flat_scratch_init", get("user_sgpr_flat_scratch_init"))
	}
	if m.GFX90AInsts {
		put("user_sgpr_kernarg_preload_length", get("user_sgpr_kernarg_preload_length"))
		put("user_sgpr_kernarg_preload_offset", get("user_sgpr_kernarg_preload_offset"))
	}
	put("user_sgpr_private_segment_size", get("user_sgpr_private_segment_size"))
	if gen.Family != amdgcn.GFX9 {
		put("wavefront_size32", get("wavefront_size32"))
	}
	if cov >= 5 {
		put("uses_dynamic_stack", get("uses_dynamic_stack"))
	}
	if m.ArchitectedFlatScratch {
		put("enable_private_segment", get("enable_private_segment"))
	} else {
		put("system_sgpr_private_segment_wavefront_offset", get("enable_private_segment"))
	}
	for _, n := range []string{"system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y", "system_sgpr_workgroup_id_z", "system_sgpr_workgroup_info", "system_vgpr_workitem_id"} {
		put(n, get(n))
	}
	put("next_free_vgpr", given("next_free_vgpr", 0))
	put("next_free_sgpr", given("next_free_sgpr", 0))
	if m.GFX90AInsts {
		put("accum_offset", (words[wRsrc3]&0x3f+1)*4)
	}
	put("reserve_vcc", given("reserve_vcc", 1))
	if !m.ArchitectedFlatScratch {
		put("reserve_flat_scratch", given("reserve_flat_scratch", 1))
	}
	if _, set := k.Field("reserve_xnack_mask"); m.XNACK && (cov < 6 || set) {
		// (code object v6: listed only where the block gives it)
		put("reserve_xnack_mask", 1)
	}
	for _, n := range []string{"float_round_mode_32", "float_round_mode_16_64", "float_denorm_mode_32", "float_denorm_mode_16_64"} {
		put(n, get(n))
	}
	if gen.Family != amdgcn.GFX12 {
		put("dx10_clamp", get("dx10_clamp"))
		put("ieee_mode", get("ieee_mode"))
	}
	put("fp16_overflow", get("fp16_overflow"))
	if m.GFX90AInsts {
		put("tg_split", get("tg_split"))
	}
	if gen.Family != amdgcn.GFX9 {
		for _, n := range []string{"workgroup_processor_mode", "memory_ordered", "forward_progress"} {
			put(n, get(n))
		}
	}
	if gen.Family == amdgcn.GFX10 || gen.Family == amdgcn.GFX11 {
		put("shared_vgpr_count", get("shared_vgpr_count"))
	}
	if gen.Family == amdgcn.GFX12 {
		put("round_robin_scheduling", get("round_robin_scheduling"))
	}
	for _, n := range []string{"exception_fp_ieee_invalid_op", "exception_fp_denorm_src", "exception_fp_ieee_div_zero", "exception_fp_ieee_overflow",
		"exception_fp_ieee_underflow", "exception_fp_ieee_inexact", "exception_int_div_zero"} {
		put(n, get(n))
	}
	return append(b, "\t.end_amdhsa_kernel\n\n"...), nil
}

// metadataListing formats the metadata YAML as llvm-mc's YAML writer does
// ("---", keys sorted, values from column 17, "..."); scalars are written
// as the document typed them.
func metadataListing(src string) (string, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil || len(doc.Content) != 1 {
		return "", fmt.Errorf("elfobj: listing: invalid HSA metadata")
	}
	n, err := convert(amdgcn.Pos{}, doc.Content[0])
	if err != nil {
		return "", err
	}
	rootRules.check(n) // llvm-mc lists the document as its verifier retyped it (§7.6)
	var b strings.Builder
	b.WriteString("---\n")
	writeYAML(&b, n, 0, false)
	b.WriteString("...\n")
	return b.String(), nil
}

// rawText is a scalar's text before quoting.
func rawText(n *node) string {
	if n.kind == kString {
		return n.s
	}
	return scalarText(n)
}

func scalarText(n *node) string {
	switch n.kind {
	case kUInt:
		return strconv.FormatUint(n.u, 10)
	case kInt:
		return strconv.FormatInt(n.i, 10)
	case kBool:
		return strconv.FormatBool(n.b)
	case kNil:
		return "!nil ''" // a tag wherever reading the text back would give another kind (§7.7)
	case kFloat:
		switch {
		case math.IsInf(n.f, 1):
			return "inf"
		case math.IsInf(n.f, -1):
			return "-inf"
		case math.IsNaN(n.f):
			return "nan"
		}
		return fmt.Sprintf("%e", n.f) // C's %e
	}
	tag := ""
	if scalar(n.s).kind != kString {
		tag = "!str " // a string that untagged would read as a number, a boolean or nil
	}
	switch yamlQuoting(n.s, true) {
	case quoteSingle:
		return tag + "'" + strings.ReplaceAll(n.s, "'", "''") + "'"
	case quoteDouble:
		return tag + strconv.Quote(n.s)
	}
	return tag + n.s
}

const (
	quoteNone = iota
	quoteSingle
	quoteDouble
)

// yamlNumeric matches what YAML 1.2's core schema reads as a number.
var yamlNumeric = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$`)
})

// yamlQuoting is how llvm-mc's YAML writer quotes a string scalar
// (docs/reference/amdgpu.md §7.7): single quotes for the empty string,
// surrounding spaces, the words YAML reads as null or a boolean, a number,
// a leading indicator character or any character other than letters,
// digits and _-^., space and tab; double quotes for control characters,
// DEL and non-ASCII bytes. A map key (value false) is not quoted for
// reading as null, a boolean or a number.
func yamlQuoting(s string, value bool) int {
	if s == "" {
		return quoteSingle
	}
	q := quoteNone
	if s[0] == ' ' || s[0] == '\t' || s[len(s)-1] == ' ' || s[len(s)-1] == '\t' {
		q = quoteSingle
	}
	if value {
		switch s {
		case "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE":
			q = quoteSingle
		}
		if yamlNumeric().MatchString(s) {
			q = quoteSingle
		}
	}
	if strings.IndexByte("-?:\\,[]{}#&*!|>'\"%@`", s[0]) >= 0 {
		q = quoteSingle
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '_', c == '-', c == '^', c == '.', c == ',', c == ' ', c == '\t':
		case c == '\n', c == '\r':
			q = quoteSingle
		case c == 0x7f, c < 0x20, c >= 0x80:
			return quoteDouble
		default:
			q = quoteSingle
		}
	}
	return q
}

// writeYAML writes map or sequence n at indent (inSeq: the first line
// follows a "- " already written).
func writeYAML(b *strings.Builder, n *node, indent int, inSeq bool) {
	pad := strings.Repeat(" ", indent)
	first := true
	lead := func() {
		if !(first && inSeq) {
			b.WriteString(pad)
		}
		first = false
	}
	switch n.kind {
	case kMap:
		for i, k := range n.keys {
			lead()
			key := rawText(k)
			v := n.vals[i]
			if yamlQuoting(key, false) != quoteNone {
				b.WriteString("'" + strings.ReplaceAll(key, "'", "''") + "':")
			} else {
				b.WriteString(key + ":")
			}
			switch {
			case v.kind == kMap && len(v.keys) > 0:
				b.WriteString("\n")
				writeYAML(b, v, indent+2, false)
			case v.kind == kArray && len(v.arr) > 0:
				b.WriteString("\n")
				writeYAML(b, v, indent+2, false)
			default:
				if len(key) < 16 {
					b.WriteString(strings.Repeat(" ", 16-len(key)))
				} else {
					b.WriteString(" ")
				}
				switch {
				case v.kind == kMap:
					b.WriteString("{}\n")
				case v.kind == kArray:
					b.WriteString("[]\n")
				default:
					b.WriteString(scalarText(v) + "\n")
				}
			}
		}
	case kArray:
		for _, e := range n.arr {
			lead()
			b.WriteString("- ")
			switch {
			case e.kind == kMap && len(e.keys) > 0, e.kind == kArray && len(e.arr) > 0:
				writeYAML(b, e, indent+2, true)
			case e.kind == kMap:
				b.WriteString("{}\n")
			case e.kind == kArray:
				b.WriteString("[]\n")
			default:
				b.WriteString(scalarText(e) + "\n")
			}
			first = false
		}
	}
}

// AssembleListing writes what lowerc asm prints for src, llvm-mc's listing
// (without -filetype=obj): for a kernel file as the AMD backend writes it
// (one with .amdhsa_kernel or .amdgcn_target) the assembled file through
// WriteListing, directives echoed; for other input
// amdgcn.AssembleListing's listing, in bounded memory on workers
// goroutines, which prints instructions and labels only. It returns the
// first write error, or else the positioned errors (an amdgcn.ErrorList;
// for a kernel file nothing is written when there are any).
func AssembleListing(w io.Writer, gen *amdgcn.Generation, filename string, src []byte, showEncoding bool, workers int) error {
	return AssembleListingTo(w, gen, filename, src, showEncoding, workers, nil)
}

// AssembleListingTo is AssembleListing that, with a non-nil sink, hands
// the positioned errors to sink instead of returning them, as
// amdgcn.AssembleListingTo does (a kernel file's errors in one call, when
// nothing was written): the result is then the first write error or nil.
// sink must not keep the list or its Errors after it returns.
func AssembleListingTo(w io.Writer, gen *amdgcn.Generation, filename string, src []byte, showEncoding bool, workers int, sink func(amdgcn.ErrorList)) error {
	kernel, directive := scanListing(src)
	if !kernel && !directive {
		return amdgcn.AssembleListingTo(w, gen, filename, src, nil, showEncoding, workers, sink)
	}
	f, err := amdgcn.AssembleFile(gen, filename, src)
	if err != nil {
		if !kernel {
			// the good lines and the errors, as for a file without
			// directives (the directives are not echoed then)
			return amdgcn.AssembleListingTo(w, gen, filename, src, nil, showEncoding, workers, sink)
		}
		return sinkErrs(err, sink)
	}
	var de *DescriptorError
	err = WriteListing(w, gen, f, src, showEncoding)
	if errors.As(err, &de) {
		return sinkErrs(amdgcn.ErrorList{{Pos: de.Pos, Msg: de.Msg}}, sink)
	}
	return err
}

// sinkErrs gives err to sink when it is an amdgcn.ErrorList and sink is
// not nil (returning nil), else returns it.
func sinkErrs(err error, sink func(amdgcn.ErrorList)) error {
	var el amdgcn.ErrorList
	if sink == nil || !errors.As(err, &el) {
		return err
	}
	sink(el)
	return nil
}

// directiveAt reports whether the dot at src[d] starts a directive
// (".name" that is not a ".Lname:" label): it is the first non-blank byte
// of its line, found by looking back from the dot, and begins a name no
// ':' ends.
func directiveAt(src []byte, d int) bool {
	b := d
	for b > 0 && (src[b-1] == ' ' || src[b-1] == '\t') {
		b--
	}
	if b > 0 && src[b-1] != '\n' && src[b-1] != '\r' {
		return false // inside a line: a float, a modifier, a suffix
	}
	i := d + 1
	for i < len(src) && nameByte(src[i]) {
		i++
	}
	// a lone "." is no directive, nor a label
	return i > d+1 && (i == len(src) || src[i] != ':')
}

// IsKernelFile reports whether src is a kernel file as the AMD backend
// (lowerc's or llc's) writes it, whose listing echoes its directives.
func IsKernelFile(src []byte) bool {
	kernel, _ := scanListing(src)
	return kernel
}

// scanListing returns IsKernelFile(src) and whether a line of src starts
// with a directive (directiveAt), from one pass over the dots of src
// (TestScanListing): ".amdhsa_kernel" or ".amdgcn_target" anywhere.
func scanListing(src []byte) (kernel, directive bool) {
	for k := 0; ; {
		d := bytes.IndexByte(src[k:], '.')
		if d < 0 {
			return kernel, directive
		}
		d += k
		k = d + 1
		if r := src[k:]; !kernel && len(r) >= 13 && (string(r[:13]) == "amdhsa_kernel" || string(r[:13]) == "amdgcn_target") {
			kernel = true
		}
		if !directive && directiveAt(src, d) {
			directive = true
		}
	}
}
