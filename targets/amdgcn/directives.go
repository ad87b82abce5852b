package amdgcn

import (
	"bytes"
	"strconv"
)

// A File is an assembled source file: its instructions and what its
// directives say (AssembleFile). It is what an object-file writer needs.
type File struct {
	// Filename is the name AssembleFile was given (error positions).
	Filename string
	Insts    []Inst
	Labels   []Label
	// Target is the .amdgcn_target string ("" if absent), CodeObjectVersion
	// the .amdhsa_code_object_version (0 if absent).
	Target            string
	CodeObjectVersion int
	Kernels           []Kernel
	// Metadata is the text between .amdgpu_metadata and
	// .end_amdgpu_metadata (YAML), MetadataPos where the block starts,
	// MetadataEnd just after its .end_amdgpu_metadata line (where llvm-mc
	// reports a document its HSA metadata verifier rejects).
	Metadata    string
	MetadataPos Pos
	MetadataEnd Pos
	HasMetadata bool
	// Directives are the directive lines outside kernel and metadata
	// blocks, in source order (what an object writer needs of sections
	// and symbols: .text, .rodata, .section, .globl, .type, .size,
	// .p2align, and where each .amdhsa_kernel and .amdgpu_metadata starts).
	Directives []Directive
}

// A Directive is one directive line as written: its name (".globl"), the
// text after the name, and Index, the index in File.Insts of the
// instruction that follows it. Off is the byte offset in the file of the
// start of its source line: where a lone carriage return ends statements
// (llvm-mc-19 keeps their line number), Pos.Line does not tell them apart.
type Directive struct {
	Name, Args string
	Index      int
	Pos        Pos
	Off        int
}

// A Label is a "name:" definition; Index is the index in File.Insts of the
// instruction that follows it (len(Insts) at the end of the file), Off the
// byte offset in the file of its source line's start, as a Directive's
// (-1 where the assembler kept no offsets).
type Label struct {
	Name  string
	Index int
	Pos   Pos
	Off   int
}

// NumericLabel reports whether a label is a local numeric label ("0:",
// "12:"): GNU as and llvm-mc let such a label be defined again, keep it out
// of the symbol table, and print the n-th one of a file as ".Ltmp<n>"
// (llvm-mc-19's listing; n counts from 0 over the file).
func NumericLabel(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if name[i] < '0' || name[i] > '9' {
			return false
		}
	}
	return true
}

// AppendLabel appends a label line of a listing as llvm-mc prints it: the
// name, or ".Ltmp<n>" for the file's n-th numeric label, where *ntmp counts
// the numeric labels listed so far.
func AppendLabel(b []byte, name string, ntmp *int) []byte {
	if NumericLabel(name) {
		b = strconv.AppendInt(append(b, ".Ltmp"...), int64(*ntmp), 10)
		*ntmp++
		return append(b, ":\n"...)
	}
	return append(append(b, name...), ":\n"...)
}

// A Kernel is one .amdhsa_kernel block: the kernel's name and its
// .amdhsa_* fields in source order (names without the .amdhsa_ prefix).
type Kernel struct {
	Name   string
	Pos    Pos
	Fields []KernelField
}

// A KernelField is one ".amdhsa_NAME VALUE" line of a kernel block.
type KernelField struct {
	Name  string
	Value int64
	Pos   Pos
}

// Field returns the value of the named field and whether it was given.
func (k *Kernel) Field(name string) (int64, bool) {
	for i := len(k.Fields) - 1; i >= 0; i-- {
		if k.Fields[i].Name == name {
			return k.Fields[i].Value, true
		}
	}
	return 0, false
}

// AssembleFile assembles src as Assemble does, and reads the directives
// llvm-mc's AMDGPU assembler reads in the files lowerc compile -target
// amdgcn writes (labels, .text, .rodata, .section, .globl, .p2align, .type,
// .size, .amdgcn_target, .amdhsa_code_object_version, .amdhsa_kernel
// blocks, .amdgpu_metadata, llc's .p2alignl and .fill, and llc-22's .set,
// setexpr.go); other directives are positioned errors, as
// llvm-mc's "unknown directive".
func AssembleFile(gen *Generation, filename string, src []byte) (*File, error) {
	f := &File{Filename: filename}
	ds := &dirState{file: f, base: 1} // errors with their line offsets
	insts, errs := assembleDirs(gen, filename, src, 1, nil, make([]Inst, 0, bytes.Count(src, []byte{'\n'})+1), ds)
	f.Insts, f.Labels = insts, ds.labels
	return f, errs.Err()
}

// hasBlocks reports whether src has a directive block (which must be read
// in one piece, not in chunks) or a .set (whose symbols later lines read).
// It is bytes.Contains for the three names in one pass over the dots of src
// (TestHasBlocks).
func hasBlocks(src []byte) bool {
	for k := 0; ; {
		d := bytes.IndexByte(src[k:], '.')
		if d < 0 {
			return false
		}
		k += d
		if r := src[k+1:]; len(r) >= len("amdhsa_kernel") && string(r[:len("amdhsa_kernel")]) == "amdhsa_kernel" ||
			len(r) >= len("amdgpu_metadata") && string(r[:len("amdgpu_metadata")]) == "amdgpu_metadata" ||
			len(r) >= len("set") && string(r[:len("set")]) == "set" {
			return true
		}
		k++
	}
}

// dirState is what the directives of one assembly read so far say.
type dirState struct {
	file   *File // nil: directives are checked but not kept
	labels []Label
	block  uint8 // blockNone, blockKernel, blockMeta
	kern   Kernel
	meta   []byte
	mpos   Pos
	// blanks are the blank lines read (listings echo them)
	blanks []blankLine
	// base is the byte offset of the assembled src in the whole input,
	// plus one (0: unknown; then errors have no LineOff)
	base int
	// msgs interns error messages across chunks (nil: not interned)
	msgs *msgTable
	syms map[string]setSym // what .set assigned (setexpr.go)
	// errs is where assembleDirs appends its errors (a listing's chunk
	// buffer, reused from chunk to chunk; nil: a new list)
	errs ErrorList
	// slab is where the parser takes its Errors from first (a listing's
	// reused storage when a sink consumes each chunk's errors; nil: new)
	slab []Error
}

const (
	blockNone = iota
	blockKernel
	blockMeta
)

// kernelFieldErr returns the error llvm-mc gives for the .amdhsa_kernel
// field name on gen ("" where it accepts it; kernelfields_gen.go).
func kernelFieldErr(gen *Generation, name string) string {
	known := false
	for _, n := range kernelFieldNames {
		known = known || n == name
	}
	if !known {
		return "unknown .amdhsa_kernel directive"
	}
	return kernelFieldErrs[gen.Name+" "+name]
}

// directive handles a line that starts with '.' (l[i] == '.') and is not a
// label; a bad directive is reported as a positioned error.
func (p *lineParser) directive(ds *dirState, l []byte, i int) {
	p.s, p.i, p.bad = l, i, false
	col := i + 1
	name := string(p.ident())
	p.skipSpace()
	rest := string(l[p.i:])
	pos := Pos{p.pos.Filename, p.pos.Line, col}
	if ds.file != nil && ds.block == blockNone {
		ds.file.Directives = append(ds.file.Directives, Directive{name, rest, p.ninst, pos, p.lineOff - 1})
	}
	if ds.block == blockKernel {
		switch {
		case name == ".end_amdhsa_kernel":
			ds.endKernel(p, pos, col+len(name))
		case len(name) > 8 && name[:8] == ".amdhsa_":
			f := name[8:]
			v, err := strconv.ParseInt(rest, 0, 64)
			// (the reserve_xnack_mask error depends on the value: the
			// table's probe is 1, and 0 matches a target without xnack)
			if msg := kernelFieldErr(p.gen, f); msg != "" && !(f == "reserve_xnack_mask" && err == nil && v == 0) {
				// llvm-mc abandons the block at its first error
				ds.block = blockNone
				p.errAt(col, "%s", msg)
				return
			}
			if err != nil {
				ds.block = blockNone
				p.errAt(p.i+1, "expected an integer value for %s", name)
				return
			}
			ds.kern.Fields = append(ds.kern.Fields, KernelField{f, v, pos})
		default:
			ds.block = blockNone
			p.errAt(col, "expected .amdhsa_ directive or .end_amdhsa_kernel")
		}
		return
	}
	switch name {
	case ".text", ".rodata", ".data":
		if rest != "" {
			p.errAt(p.i+1, "unexpected token in '%s' directive", name)
		}
	case ".section":
		if rest == "" {
			p.errAt(p.i+1, "expected identifier in directive")
		}
	case ".globl", ".global", ".type", ".size", ".p2align", ".align", ".p2alignl", ".fill":
		if rest == "" {
			p.errAt(p.i+1, "expected an operand for %s", name)
		}
	case ".amdgcn_target":
		want := "amdgcn-amd-amdhsa--" + p.gen.Name
		s, err := strconv.Unquote(rest)
		if err != nil {
			p.errAt(p.i+1, "expected a quoted target id")
			return
		}
		if s != want {
			p.errAt(p.i+1, ".amdgcn_target directive's target id %s does not match the specified target id %s", s, want)
			return
		}
		if ds.file != nil {
			ds.file.Target = s
		}
	case ".amdhsa_code_object_version":
		v, err := strconv.ParseInt(rest, 0, 32)
		if err != nil || v < 4 || v > 6 {
			p.errAt(p.i+1, "expected code object version 4, 5 or 6")
			return
		}
		if ds.file != nil {
			ds.file.CodeObjectVersion = int(v)
		}
	case ".amdhsa_kernel":
		if rest == "" {
			p.errAt(p.i+1, "expected symbol name after .amdhsa_kernel")
			return
		}
		ds.block = blockKernel
		ds.kern = Kernel{Name: rest, Pos: pos}
	case ".amdgpu_metadata":
		ds.block = blockMeta
		ds.meta = ds.meta[:0]
		ds.mpos = pos
	case ".set":
		// setexpr.go; the listing prints the folded assignment
		s, ok := p.setDirective(ds, l, p.i)
		if ds.file != nil && ds.block == blockNone {
			if n := len(ds.file.Directives) - 1; ok {
				ds.file.Directives[n].Args = s
			} else {
				ds.file.Directives = ds.file.Directives[:n] // nothing listed
			}
		}
	default:
		p.errAt(col, "unknown directive")
	}
}

// endKernel checks the fields llvm-mc requires and keeps the kernel.
func (ds *dirState) endKernel(p *lineParser, pos Pos, endCol int) {
	ds.block = blockNone
	k := ds.kern
	for _, req := range []string{"next_free_vgpr", "next_free_sgpr", "accum_offset"} {
		if kernelFieldErr(p.gen, req) != "" {
			continue
		}
		if _, have := k.Field(req); !have {
			p.errAt(endCol, ".amdhsa_%s directive is required", req)
			return
		}
	}
	if ds.file != nil {
		ds.file.Kernels = append(ds.file.Kernels, k)
	}
}

// metaLine takes one raw line of an .amdgpu_metadata block (at: its
// line); it reports
// whether the line ended the block.
func (ds *dirState) metaLine(l []byte, at Pos) bool {
	t := bytes.TrimSpace(l)
	if string(t) == ".end_amdgpu_metadata" {
		ds.block = blockNone
		if ds.file != nil {
			at.Col = len(l) + 1
			ds.file.Metadata, ds.file.MetadataPos, ds.file.MetadataEnd, ds.file.HasMetadata = string(ds.meta), ds.mpos, at, true
		}
		return true
	}
	ds.meta = append(append(ds.meta, l...), '\n')
	return false
}
