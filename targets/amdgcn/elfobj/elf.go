package elfobj

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/arch"
)

// ELF constants (docs/reference/amdgpu.md §7.1, §7.2).
const (
	emAMDGPU          = 224
	osABIAMDGPUHSA    = 64
	ntAMDGPUMetadata  = 32
	rAMDGPUREL64      = 5
	efXNACKAnyV4      = 0x100
	efSRAMECCAnyV4    = 0x400
	shtProgbits       = 1
	shtSymtab         = 2
	shtStrtab         = 3
	shtRela           = 4
	shtNote           = 7
	shfAlloc          = 0x2
	shfExec           = 0x4
	shfInfoLink       = 0x40
	shfWrite          = 0x1
	shtNobits         = 8
	sttNotype         = 0
	sttObject         = 1
	sttFunc           = 2
	stbLocal          = 0
	stbGlobal         = 1
	stvDefault        = 0
	stvProtected      = 3
	entryAddend       = 16 // the code entry offset is code - descriptor: S + 16 - P
	defaultCodeObject = 5  // llvm-mc-19's code object version without the directive
)

func machOf(gen *amdgcn.Generation) arch.AMDObject {
	t, err := arch.LookupAMD(gen.Name)
	if err != nil {
		return arch.AMDObject{}
	}
	return t.Object
}

// Flags returns the ELF header's e_flags for gen as llvm-mc writes them
// for code object v4 and later: the EF_AMDGPU_MACH number, and xnack and
// sramecc "any" where the generation has them (docs/reference/amdgpu.md
// §7.1).
func Flags(gen *amdgcn.Generation) uint32 {
	m := machOf(gen)
	f := uint32(m.Mach)
	if m.XNACK {
		f |= efXNACKAnyV4
	}
	if m.SRAMECC {
		f |= efSRAMECCAnyV4
	}
	return f
}

// section is one section of the object being written.
type section struct {
	name       string
	typ, flags uint32
	data       []byte
	align      uint64
	link, info uint32
	entsize    uint64
	index      int // in the section header table
	off        uint64
	rela       *section // its .rela section, if it has relocations
	relocs     []reloc
}

type reloc struct {
	off    uint64
	sym    string
	addend int64
}

// symbol is one symbol table entry (before its index is known).
type symbol struct {
	name    string
	sec     *section
	value   uint64
	size    uint64
	typ     uint8
	bind    uint8
	vis     uint8
	defined bool
	pos     amdgcn.Pos // first mention
}

// Write returns the ELF64 relocatable object llvm-mc -filetype=obj writes
// for the assembled file f on gen (docs/reference/amdgpu.md §7): .text,
// .rodata with one kernel descriptor per .amdhsa_kernel block and an
// R_AMDGPU_REL64 relocation for its code entry offset, the
// NT_AMDGPU_METADATA note, the symbol table, one string table. Sections,
// symbols and the file layout are in llvm-mc's order, so that the object
// is byte for byte llvm-mc's. Errors are positioned.
func Write(gen *amdgcn.Generation, f *amdgcn.File) ([]byte, error) {
	m := machOf(gen)
	if m.Mach == 0 {
		return nil, fmt.Errorf("elfobj: no EF_AMDGPU_MACH number for %s", gen.Name)
	}
	cov := f.CodeObjectVersion
	if cov == 0 {
		cov = defaultCodeObject
		if !gen.LLVM19 {
			// the generations only LLVM 22 knows (gfx950): llvm-mc-22's
			// default, code object v6
			cov = 6
		}
	}
	w := &writer{gen: gen, f: f, syms: map[string]*symbol{}}
	if err := w.layout(); err != nil {
		return nil, err
	}
	return w.emit(uint8(cov - 2)), nil
}

type writer struct {
	gen      *amdgcn.Generation
	f        *amdgcn.File
	secs     []*section // in creation order (file layout order)
	syms     map[string]*symbol
	symOrder []*symbol
}

func (w *writer) sym(name string, pos amdgcn.Pos) *symbol {
	if s := w.syms[name]; s != nil {
		return s
	}
	s := &symbol{name: name, pos: pos}
	w.syms[name] = s
	w.symOrder = append(w.symOrder, s)
	return s
}

func (w *writer) section(name string) *section {
	for _, s := range w.secs {
		if s.name == name {
			return s
		}
	}
	s := &section{name: name, typ: shtProgbits, align: 1}
	switch name {
	case ".text":
		s.flags = shfAlloc | shfExec
		s.align = 4
	case ".rodata":
		s.flags = shfAlloc
	case ".note":
		s.typ, s.flags, s.align = shtNote, shfAlloc, 4
	}
	w.secs = append(w.secs, s)
	return s
}

// sectionDirective reads .section NAME[, "FLAGS"[, @TYPE]] (llvm-mc's ELF
// spelling: flags a alloc, x exec, w write; types @progbits, @note,
// @nobits) and returns the section, created at its first mention.
func (w *writer) sectionDirective(d amdgcn.Directive) (*section, error) {
	parts := strings.Split(d.Args, ",")
	name := strings.TrimSpace(parts[0])
	if uq, err := strconv.Unquote(name); err == nil {
		name = uq
	}
	if name == "" {
		return nil, posErr(d.Pos, "expected a section name")
	}
	for _, s := range w.secs {
		if s.name == name {
			return s, nil
		}
	}
	if name == ".text" || name == ".rodata" || name == ".note" {
		return w.section(name), nil
	}
	s := &section{name: name, typ: shtProgbits, align: 1}
	if len(parts) > 1 {
		fl, err := strconv.Unquote(strings.TrimSpace(parts[1]))
		if err != nil {
			return nil, posErr(d.Pos, "expected a quoted flags string in .section")
		}
		for _, c := range fl {
			switch c {
			case 'a':
				s.flags |= shfAlloc
			case 'x':
				s.flags |= shfExec
			case 'w':
				s.flags |= shfWrite
			default:
				return nil, posErr(d.Pos, "the object writer does not know section flag %q", c)
			}
		}
	}
	if len(parts) > 2 {
		switch strings.TrimSpace(parts[2]) {
		case "@progbits", "%progbits":
		case "@note", "%note":
			s.typ = shtNote
		case "@nobits", "%nobits":
			s.typ = shtNobits
		default:
			return nil, posErr(d.Pos, "the object writer does not know section type %s", strings.TrimSpace(parts[2]))
		}
	}
	if len(parts) > 3 {
		return nil, posErr(d.Pos, "the object writer does not take section groups or entry sizes")
	}
	w.secs = append(w.secs, s)
	return s, nil
}

func posErr(p amdgcn.Pos, format string, args ...any) error {
	return &DescriptorError{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

// layout walks the instructions, labels and directives in source order.
func (w *writer) layout() error {
	f := w.f
	text := w.section(".text")
	cur := text
	var curPos amdgcn.Pos
	labels, dirs := f.Labels, f.Directives
	kernels := f.Kernels
	var nop []byte
	if insts, err := amdgcn.Assemble(w.gen, "", []byte("s_nop 0"), nil); err == nil && len(insts) == 1 {
		nop = insts[0].AppendEncoding(nil)
	}
	type sizeExpr struct {
		sym, end, start string
		pos             amdgcn.Pos
	}
	var sizes []sizeExpr
	// branches to labels, resolved when every label is placed
	type fixup struct {
		sec  *section
		off  int
		name string
		pos  amdgcn.Pos
	}
	var fixups []fixup
	// events at instruction index i: directives and labels, in line order
	li, di := 0, 0
	for i := 0; i <= len(f.Insts); i++ {
		for {
			// the next event at index i, whichever comes first in the source
			hasL := li < len(labels) && labels[li].Index == i
			hasD := di < len(dirs) && dirs[di].Index == i
			if !hasL && !hasD {
				break
			}
			if hasL && (!hasD || before(labels[li].Off, labels[li].Pos, dirs[di].Off, dirs[di].Pos)) {
				l := labels[li]
				li++
				if amdgcn.NumericLabel(l.Name) {
					continue // redefinable, never a symbol (GNU as, llvm-mc)
				}
				if strings.HasPrefix(l.Name, ".L") {
					w.tmp(l.Name, cur)
					continue
				}
				s := w.sym(l.Name, l.Pos)
				if s.defined {
					return posErr(l.Pos, "symbol '%s' is already defined", l.Name)
				}
				s.defined, s.sec, s.value = true, cur, uint64(len(cur.data))
				continue
			}
			d := dirs[di]
			di++
			switch d.Name {
			case ".text", ".rodata", ".section":
				curPos = d.Pos
			}
			switch d.Name {
			case ".text":
				cur = text
			case ".rodata":
				cur = w.section(".rodata")
			case ".section":
				sec, err := w.sectionDirective(d)
				if err != nil {
					return err
				}
				cur = sec
			case ".fill":
				// .fill REPEAT, SIZE, VALUE (llc pads the end of .text so)
				var n [3]uint64
				parts := strings.Split(d.Args, ",")
				if len(parts) != 3 {
					return posErr(d.Pos, "the object writer takes .fill REPEAT, SIZE, VALUE")
				}
				for i, a := range parts {
					v, err := strconv.ParseUint(strings.TrimSpace(a), 0, 64)
					if err != nil {
						return posErr(d.Pos, "invalid .fill operand %q", strings.TrimSpace(a))
					}
					n[i] = v
				}
				if n[1] > 8 || n[0]*n[1] > 1<<24 {
					return posErr(d.Pos, "invalid .fill size")
				}
				for range n[0] {
					for b := range n[1] {
						cur.data = append(cur.data, byte(n[2]>>(8*b)))
					}
				}
			case ".globl", ".global":
				s := w.sym(strings.TrimSpace(d.Args), d.Pos)
				s.bind = stbGlobal
			case ".type":
				name, typ, _ := strings.Cut(d.Args, ",")
				s := w.sym(strings.TrimSpace(name), d.Pos)
				switch strings.TrimSpace(typ) {
				case "@function", "%function", "STT_FUNC":
					s.typ = sttFunc
				case "@object", "%object", "STT_OBJECT":
					s.typ = sttObject
				default:
					return posErr(d.Pos, "unsupported symbol type %q", typ)
				}
			case ".size":
				name, expr, _ := strings.Cut(d.Args, ",")
				s := w.sym(strings.TrimSpace(name), d.Pos)
				expr = strings.TrimSpace(expr)
				if n, err := strconv.ParseUint(expr, 0, 64); err == nil {
					s.size = n
					break
				}
				end, start, ok := strings.Cut(expr, "-")
				if !ok {
					return posErr(d.Pos, "the object writer takes a .size of N or END-START")
				}
				sizes = append(sizes, sizeExpr{s.name, strings.TrimSpace(end), strings.TrimSpace(start), d.Pos})
			case ".p2alignl":
				// .p2alignl N, WORD: align to 2^N filling with a 32-bit word
				arg, fill, _ := strings.Cut(d.Args, ",")
				n, err1 := strconv.ParseUint(strings.TrimSpace(arg), 0, 8)
				v, err2 := strconv.ParseUint(strings.TrimSpace(fill), 0, 32)
				if err1 != nil || err2 != nil || n > 16 || n < 2 {
					return posErr(d.Pos, "the object writer takes .p2alignl N, WORD")
				}
				word := binary.LittleEndian.AppendUint32(nil, uint32(v))
				w.align(cur, 1<<n, true, word, 0)
			case ".p2align", ".align":
				arg, fill, hasFill := strings.Cut(d.Args, ",")
				n, err := strconv.ParseUint(strings.TrimSpace(arg), 0, 8)
				if err != nil || n > 16 {
					return posErr(d.Pos, "invalid alignment %q", arg)
				}
				if d.Name == ".align" {
					// AMDGPU's .align is in bytes
					if n == 0 || n&(n-1) != 0 {
						return posErr(d.Pos, "alignment must be a power of 2")
					}
					n = uint64(bitsLen(n))
				}
				var fb byte
				if hasFill {
					v, err := strconv.ParseUint(strings.TrimSpace(fill), 0, 8)
					if err != nil {
						return posErr(d.Pos, "invalid fill value %q", fill)
					}
					fb = byte(v)
				}
				w.align(cur, 1<<n, cur == text && !hasFill, nop, fb)
			case ".amdhsa_kernel":
				if len(kernels) == 0 || kernels[0].Pos != d.Pos {
					return posErr(d.Pos, "kernel block not read")
				}
				k := kernels[0]
				kernels = kernels[1:]
				if err := w.kernel(cur, &k); err != nil {
					return err
				}
			case ".amdgpu_metadata":
				if !f.HasMetadata {
					break
				}
				b, err := MetadataMsgpack(f.Metadata, f.MetadataPos, f.MetadataEnd)
				if err != nil {
					return err
				}
				note := w.section(".note")
				note.data = appendNote(note.data, "AMDGPU", ntAMDGPUMetadata, b)
			}
		}
		if i < len(f.Insts) {
			if cur.flags&shfExec == 0 {
				return posErr(curPos, "the object writer takes instructions in .text only (section switched here)")
			}
			in := &f.Insts[i]
			if name := in.BranchLabel(); name != "" {
				fixups = append(fixups, fixup{cur, len(cur.data), name, amdgcn.Pos{Filename: f.Filename, Line: int(in.Line), Col: int(in.Col)}})
			}
			cur.data = in.AppendEncoding(cur.data)
		}
	}
	for _, x := range fixups {
		// fixup_si_sopp_br (docs/reference/amdgpu.md §3.7): the simm16 of
		// the word at x.off, in dwords from the next instruction
		t := w.addr(x.name)
		if t == nil {
			return posErr(x.pos, "undefined label '%s'", x.name)
		}
		if w.syms["\x00"+x.name] == nil {
			// llvm-mc writes an R_AMDGPU_REL16 relocation for a branch to
			// a symbol (not a .L label), which this writer does not
			return posErr(x.pos, "the object writer resolves branches to .L labels only (%s is a symbol; llvm-mc would write an R_AMDGPU_REL16 relocation)", x.name)
		}
		if t.sec != x.sec {
			return posErr(x.pos, "the object writer resolves branches within one section (%s is in %s)", x.name, t.sec.name)
		}
		v, ok := amdgcn.BranchSimm16(int64(x.off), int64(t.value))
		if !ok {
			return posErr(x.pos, "branch size exceeds simm16")
		}
		binary.LittleEndian.PutUint16(x.sec.data[x.off:], v)
	}
	for _, z := range sizes {
		end, start := w.addr(z.end), w.addr(z.start)
		if end == nil || start == nil || end.sec != start.sec {
			return posErr(z.pos, "the object writer cannot evaluate .size %s-%s", z.end, z.start)
		}
		w.syms[z.sym].size = end.value - start.value
	}
	for _, s := range w.secs {
		if s.typ == shtNobits && len(s.data) > 0 {
			return posErr(curPos, "the object writer takes no contents in the @nobits section %s", s.name)
		}
	}
	for _, s := range w.symOrder {
		if !s.defined {
			return posErr(s.pos, "symbol %s is not defined (the object writer has no undefined symbols)", s.name)
		}
	}
	return nil
}

// tmps are the .L labels: not in the symbol table, but .size may use them.
func (w *writer) tmp(name string, sec *section) {
	w.syms["\x00"+name] = &symbol{name: name, sec: sec, value: uint64(len(sec.data)), defined: true}
}

func (w *writer) addr(name string) *symbol {
	if s := w.syms["\x00"+name]; s != nil {
		return s
	}
	if s := w.syms[name]; s != nil && s.defined {
		return s
	}
	return nil
}

// before reports whether the label or directive at a (its line at offset
// ao of the file) comes before the one at b: by line offset, then column
// (the line number alone does not separate statements a lone CR ends).
func before(ao int, a amdgcn.Pos, bo int, b amdgcn.Pos) bool {
	return ao < bo || ao == bo && a.Col < b.Col
}

func bitsLen(n uint64) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}

// align pads sec to a multiple of a (code alignment in .text fills with
// s_nop 0, as llvm-mc does; data with fill) and raises its alignment.
func (w *writer) align(sec *section, a uint64, code bool, nop []byte, fill byte) {
	if a > sec.align {
		sec.align = a
	}
	for uint64(len(sec.data))%a != 0 {
		if code && len(nop) == 4 && len(sec.data)%4 == 0 && uint64(len(sec.data)+4) <= (uint64(len(sec.data))/a+1)*a {
			sec.data = append(sec.data, nop...)
			continue
		}
		if code {
			sec.data = append(sec.data, 0)
			continue
		}
		sec.data = append(sec.data, fill)
	}
}

// kernel writes the descriptor of k at the end of sec and its symbol
// (NAME.kd: the kernel symbol's binding, an object of 64 bytes), and makes
// the kernel symbol protected, as llvm-mc does (§7.3).
func (w *writer) kernel(sec *section, k *amdgcn.Kernel) error {
	code := w.syms[k.Name]
	if code == nil || !code.defined || code.sec.name != ".text" {
		return posErr(k.Pos, "kernel %s is not a label defined in .text", k.Name)
	}
	kd, err := Descriptor(w.gen, k)
	if err != nil {
		return err
	}
	s := w.sym(k.Name+".kd", k.Pos)
	if s.defined {
		return posErr(k.Pos, "symbol '%s' is already defined", s.name)
	}
	s.defined, s.sec, s.value = true, sec, uint64(len(sec.data))
	s.bind, s.vis = code.bind, code.vis
	s.typ, s.size = sttObject, DescriptorSize
	if code.vis == stvDefault {
		code.vis = stvProtected
	}
	sec.relocs = append(sec.relocs, reloc{off: s.value + offEntry, sym: k.Name, addend: entryAddend})
	sec.data = append(sec.data, kd[:]...)
	return nil
}

// appendNote appends one ELF note (§7.2): namesz, descsz, type, the name
// with its NUL padded to 4 bytes, the description padded to 4 bytes.
func appendNote(b []byte, name string, typ uint32, desc []byte) []byte {
	le := binary.LittleEndian
	b = le.AppendUint32(b, uint32(len(name)+1))
	b = le.AppendUint32(b, uint32(len(desc)))
	b = le.AppendUint32(b, typ)
	b = append(append(b, name...), 0)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	b = append(b, desc...)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	return b
}

// strtab builds the one string table llvm-mc writes (section and symbol
// names together): strings sorted by their reversed bytes, greatest first,
// a string that ends another one just written sharing its tail (§7.2).
func strtab(names []string) ([]byte, map[string]uint32) {
	uniq := map[string]bool{}
	var list []string
	for _, n := range names {
		if n != "" && !uniq[n] {
			uniq[n] = true
			list = append(list, n)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return revGreater(list[i], list[j]) })
	out := []byte{0}
	off := map[string]uint32{"": 0}
	prev := ""
	for _, s := range list {
		if strings.HasSuffix(prev, s) {
			off[s] = uint32(len(out) - 1 - len(s))
			continue
		}
		off[s] = uint32(len(out))
		out = append(append(out, s...), 0)
		prev = s
	}
	return out, off
}

// revGreater compares a and b read from their last byte backwards; a
// string sorts after every longer string it is a tail of.
func revGreater(a, b string) bool {
	for k := 0; ; k++ {
		ca, cb := -1, -1
		if k < len(a) {
			ca = int(a[len(a)-1-k])
		}
		if k < len(b) {
			cb = int(b[len(b)-1-k])
		}
		if ca != cb {
			return ca > cb
		}
		if ca < 0 {
			return false
		}
	}
}

// emit lays the file out as llvm-mc's ELF writer does: the header, the
// sections' contents in creation order, the symbol table, the relocation
// sections, the string table, the section header table; headers in the
// order null, .strtab, then each section followed by its .rela section,
// then .symtab (§7.2).
func (w *writer) emit(abiVersion uint8) []byte {
	le := binary.LittleEndian
	strtabSec := &section{name: ".strtab", typ: shtStrtab, align: 1}
	symtabSec := &section{name: ".symtab", typ: shtSymtab, align: 8, entsize: 24}
	headers := []*section{strtabSec}
	for _, s := range w.secs {
		headers = append(headers, s)
		if len(s.relocs) > 0 {
			s.rela = &section{name: ".rela" + s.name, typ: shtRela, flags: shfInfoLink, align: 8, entsize: 24}
			headers = append(headers, s.rela)
		}
	}
	headers = append(headers, symtabSec)
	for i, s := range headers {
		s.index = i + 1
	}
	// symbols: locals, then globals, each in creation order
	var order []*symbol
	for _, bind := range []uint8{stbLocal, stbGlobal} {
		for _, s := range w.symOrder {
			if s.bind == bind {
				order = append(order, s)
			}
		}
	}
	names := []string{}
	for _, s := range headers {
		names = append(names, s.name)
	}
	for _, s := range order {
		names = append(names, s.name)
	}
	strData, off := strtab(names)
	symIndex := map[string]int{}
	nlocal := 1
	var symData []byte
	symData = append(symData, make([]byte, 24)...)
	for i, s := range order {
		symIndex[s.name] = i + 1
		if s.bind == stbLocal {
			nlocal = i + 2
		}
		symData = le.AppendUint32(symData, off[s.name])
		symData = append(symData, s.bind<<4|s.typ, s.vis)
		symData = le.AppendUint16(symData, uint16(s.sec.index))
		symData = le.AppendUint64(symData, s.value)
		symData = le.AppendUint64(symData, s.size)
	}
	symtabSec.data, symtabSec.link, symtabSec.info = symData, uint32(strtabSec.index), uint32(nlocal)
	strtabSec.data = strData
	for _, s := range w.secs {
		if s.rela == nil {
			continue
		}
		var b []byte
		for _, r := range s.relocs {
			b = le.AppendUint64(b, r.off)
			b = le.AppendUint64(b, uint64(symIndex[r.sym])<<32|rAMDGPUREL64)
			b = le.AppendUint64(b, uint64(r.addend))
		}
		s.rela.data, s.rela.link, s.rela.info = b, uint32(symtabSec.index), uint32(s.index)
	}
	// file layout
	var buf bytes.Buffer
	buf.Write(make([]byte, 64))
	place := func(s *section) {
		for uint64(buf.Len())%s.align != 0 {
			buf.WriteByte(0)
		}
		s.off = uint64(buf.Len())
		if s.typ != shtNobits {
			buf.Write(s.data)
		}
	}
	for _, s := range w.secs {
		place(s)
	}
	place(symtabSec)
	for _, s := range w.secs {
		if s.rela != nil {
			place(s.rela)
		}
	}
	place(strtabSec)
	for buf.Len()%8 != 0 {
		buf.WriteByte(0)
	}
	shoff := uint64(buf.Len())
	buf.Write(make([]byte, 64)) // the null section header
	for _, s := range headers {
		var h []byte
		h = le.AppendUint32(h, off[s.name])
		h = le.AppendUint32(h, s.typ)
		h = le.AppendUint64(h, uint64(s.flags))
		h = le.AppendUint64(h, 0) // address
		h = le.AppendUint64(h, s.off)
		h = le.AppendUint64(h, uint64(len(s.data)))
		h = le.AppendUint32(h, s.link)
		h = le.AppendUint32(h, s.info)
		h = le.AppendUint64(h, s.align)
		h = le.AppendUint64(h, s.entsize)
		buf.Write(h)
	}
	out := buf.Bytes()
	// ELF header
	copy(out, []byte{0x7f, 'E', 'L', 'F', 2, 1, 1, osABIAMDGPUHSA, abiVersion})
	le.PutUint16(out[16:], 1) // ET_REL
	le.PutUint16(out[18:], emAMDGPU)
	le.PutUint32(out[20:], 1)
	le.PutUint64(out[40:], shoff)
	le.PutUint32(out[48:], Flags(w.gen))
	le.PutUint16(out[52:], 64)
	le.PutUint16(out[58:], 64)
	le.PutUint16(out[60:], uint16(len(headers)+1))
	le.PutUint16(out[62:], uint16(strtabSec.index))
	return out
}
