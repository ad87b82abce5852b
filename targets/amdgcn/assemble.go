package amdgcn

import (
	"bytes"
	"io"
	"runtime"
	"slices"
	"sync"
)

// Options adjusts Assemble.
type Options struct {
	// IgnoreDirectives makes Assemble skip every line starting with '.'
	// (for example .amdhsa_* kernel descriptor blocks); by default only
	// .text is accepted and other directives are errors.
	IgnoreDirectives bool
}

// Assemble assembles llvm-mc syntax for gen. filename is used in error
// positions. It returns the instructions of every correct line and, if any
// line was wrong, an ErrorList with one positioned error per bad line.
// Comments (';', '//', '#' at line start), blank lines, labels ("name:")
// and the .text directive are accepted.
func Assemble(gen *Generation, filename string, src []byte, opts *Options) ([]Inst, error) {
	if len(src) < parallelMin || chunkCount() <= 4 || hasBlocks(src) {
		insts, errs := assembleChunk(gen, filename, src, 1, opts)
		return insts, errs.Err()
	}
	parts, starts := splitLines(src, chunkCount())
	// One slot per line: each chunk fills its own window of all, then the
	// windows are packed in order.
	nlines := starts[len(starts)-1] - 1 + bytes.Count(parts[len(parts)-1], []byte{'\n'}) + 1
	all := make([]Inst, nlines)
	counts := make([]int, len(parts))
	errl := make([]ErrorList, len(parts))
	forChunks(len(parts), func(k int) {
		lo := starts[k] - 1
		hi := nlines
		if k+1 < len(parts) {
			hi = starts[k+1] - 1
		}
		got, el := assembleInto(gen, filename, parts[k], starts[k], opts, all[lo:lo:hi])
		counts[k], errl[k] = len(got), el
	})
	n := 0
	var errs ErrorList
	for k := range parts {
		lo := starts[k] - 1
		n += copy(all[n:], all[lo:lo+counts[k]])
		errs = append(errs, errl[k]...)
	}
	return all[:n], errs.Err()
}

func assembleChunk(gen *Generation, filename string, src []byte, firstLine int, opts *Options) ([]Inst, ErrorList) {
	return assembleInto(gen, filename, src, firstLine, opts, make([]Inst, 0, bytes.Count(src, []byte{'\n'})+1))
}

// assembleInto appends to insts, which must have room for one instruction
// per line of src.
func assembleInto(gen *Generation, filename string, src []byte, firstLine int, opts *Options, insts []Inst) ([]Inst, ErrorList) {
	return assembleDirs(gen, filename, src, firstLine, opts, insts, nil)
}

// assembleDirs is assembleInto that keeps labels and what directives say in
// ds (nil: checked, not kept).
func assembleDirs(gen *Generation, filename string, src []byte, firstLine int, opts *Options, insts []Inst, ds *dirState) ([]Inst, ErrorList) {
	var errs ErrorList
	var slab []Error
	if ds != nil {
		errs, slab = ds.errs[:0], ds.slab
	}
	p := lineParser{gen: gen, errs: &errs, ds: ds, tab: table(gen.ID), slab: slab}
	if ds == nil {
		p.ds = &dirState{}
	}
	var st statement // reused: parseStatement resets what it reads
	line := firstLine - 1
	newline := true // the last line ended with a newline: a new line number
	sp := newLineSplitter(src)
	for sp.off < len(src) {
		if newline {
			line++
		}
		newline = true
		if p.ds.block == blockMeta {
			// raw YAML lines up to .end_amdgpu_metadata, ended as the
			// other lines are (a lone CR too, which YAML also takes for a
			// line break)
			rest := src[sp.off:]
			nl := bytes.IndexAny(rest, "\r\n")
			if nl < 0 {
				nl = len(rest)
			}
			p.ds.metaLine(rest[:nl], Pos{filename, line, 1})
			end := min(nl+1, len(rest))
			if nl < len(rest) && rest[nl] == '\r' {
				if end < len(rest) && rest[end] == '\n' {
					end++
				} else {
					newline = false
				}
			}
			sp.off += end
			continue
		}
		if p.ds.base > 0 {
			p.lineOff = p.ds.base + sp.off
		}
		l, comment, ended, nl := sp.next()
		newline = nl
		i := 0
		for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
			i++
		}
		t := trimRight(l)
		if i >= len(t) {
			// a line of only blanks ended by a newline or a carriage
			// return, which a listing echoes as an empty line
			// (llvm-mc-19; a comment-only line it does not)
			if !comment && blankEcho(l, ended) {
				p.ds.blanks = append(p.ds.blanks, blankLine{int32(len(insts)), int32(len(p.ds.labels))})
			}
			continue
		}
		if l[i] == '.' && !isLabel(l[i:]) {
			if opts != nil && opts.IgnoreDirectives || string(trimRight(l[i:])) == ".text" && ds == nil {
				continue
			}
			p.pos = Pos{filename, line, i + 1}
			p.ninst = len(insts)
			p.stmtEnd = len(l)
			p.directive(p.ds, trimRight(l), i)
			continue
		}
		if p.ds.block == blockKernel {
			errs.add(Pos{filename, line, i + 1}, "expected .amdhsa_ directive or .end_amdhsa_kernel")
			continue
		}
		p.s = t
		p.i = i
		p.bad = false
		p.pos = Pos{filename, line, i + 1}
		p.ninst = len(insts)
		if !p.parseStatement(&st) {
			continue // an error, or a line with only a label
		}
		insts = append(insts, Inst{})
		if !p.build(&st, &insts[len(insts)-1]) {
			insts = insts[:len(insts)-1]
		}
	}
	switch p.ds.block {
	case blockKernel:
		errs.add(Pos{filename, line, 1}, "expected .end_amdhsa_kernel before the end of the file (block opened at %s)", p.ds.kern.Pos)
	case blockMeta:
		errs.add(Pos{filename, line, 1}, "expected .end_amdgpu_metadata before the end of the file (block opened at %s)", p.ds.mpos)
	}
	return insts, errs
}

// isLabel reports whether l starts with "name:".
func isLabel(l []byte) bool {
	i := 0
	for i < len(l) && (identTab[l[i]] || l[i] == '$') {
		i++
	}
	return i > 0 && i < len(l) && l[i] == ':'
}

// AssembleLine assembles one instruction.
func AssembleLine(gen *Generation, line string) (*Inst, error) {
	insts, err := Assemble(gen, "", []byte(line), nil)
	if err != nil {
		return nil, err
	}
	if len(insts) != 1 {
		return nil, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "expected one instruction"}
	}
	return &insts[0], nil
}

// blankEcho reports whether a listing echoes source line l (without its
// terminator; ended: a newline or a carriage return ended it, which
// lineSplitter takes for one line each) as an empty line, as llvm-mc-19
// does: l holds only blanks and a terminator ends it (" \r" and "\r\n"
// are one empty line each, "\r\r\n" two, a trailing "  " without a
// newline none).
func blankEcho(l []byte, ended bool) bool {
	for _, c := range l {
		if c != ' ' && c != '\t' {
			return false
		}
	}
	return ended
}

// A blankLine is where a listing echoes a blank line: after inst
// instructions and label labels of its chunk.
type blankLine struct{ inst, label int32 }

func trimRight(l []byte) []byte {
	for len(l) > 0 && (l[len(l)-1] == ' ' || l[len(l)-1] == '\t' || l[len(l)-1] == '\r') {
		l = l[:len(l)-1]
	}
	return l
}

var commentTab = [256]bool{';': true, '/': true, '#': true}

// A lineSplitter cuts src into lines, each without its comment. As for
// llvm-mc-19's lexer, a newline, a carriage return or a carriage return
// followed by a newline (one terminator) ends a line (a statement) and a
// comment, while only newlines count lines: after a lone carriage return
// the next line has the same line number, its columns counted from the
// carriage return (LLVM's SourceMgr; TestCRLines). It finds newlines with
// bytes.IndexByte, and the comment starters (';', '#', '/') and carriage
// returns not on every line but through the next position of each in src,
// found again only once the scan has passed it: a chunk without comments
// costs one scan per starter byte, not a test of every byte of every line.
type lineSplitter struct {
	src               []byte
	off               int // start of the next line
	semi, hash, slash int // next ';', '#', '/' at or after some earlier off (len(src): none); -1: not looked for
	stop              int // the least of them (-1: not looked for)
	cr                int // next '\r', as semi
}

func newLineSplitter(src []byte) lineSplitter {
	return lineSplitter{src: src, semi: -1, hash: -1, slash: -1, stop: -1, cr: -1}
}

// nextStop returns the position of the first c at or after off in s.src
// (len(s.src) if none), where at is the last answer (-1: none yet).
func (s *lineSplitter) nextStop(at int, c byte) int {
	if at >= s.off {
		return at
	}
	if j := bytes.IndexByte(s.src[s.off:], c); j >= 0 {
		return s.off + j
	}
	return len(s.src)
}

// next returns the line at s.off (s.off < len(s.src)) up to its comment or
// terminator, whether a comment starter ended it, whether a terminator
// ended the line, and whether that terminator holds a newline (the next
// line is a new line number); it moves s.off past the terminator.
func (s *lineSplitter) next() (l []byte, comment, ended, newline bool) {
	rest := s.src[s.off:]
	e := bytes.IndexByte(rest, '\n')
	if e < 0 {
		e = len(rest)
	}
	newline = e < len(rest)
	t := 1 // the terminator's length
	if s.cr < s.off+e {
		// a carriage return before the newline, or not looked for since
		e, t, newline = s.crEnd(e, t, newline)
	}
	if s.stop < s.off {
		s.semi = s.nextStop(s.semi, ';')
		s.hash = s.nextStop(s.hash, '#')
		s.slash = s.nextStop(s.slash, '/')
		s.stop = min(s.semi, s.hash, s.slash)
	}
	c := s.stop - s.off
	l = rest[:e]
	if c < e {
		comment = true
		if rest[c] != '/' || c+1 < e && rest[c+1] == '/' {
			l = rest[:c] // a comment: skip to the end of the line
		} else {
			l = stripComment(rest[:e]) // a lone '/': the slow path
		}
	}
	ended = e < len(rest)
	s.off += min(e+t, len(rest))
	return l, comment, ended, newline
}

// crEnd is next's end of the line at s.off where s.cr is before the
// newline at e: it looks for the next carriage return again if s.cr is
// behind s.off, and ends the line there if it comes before the newline,
// with that newline as part of the terminator when it follows at once.
func (s *lineSplitter) crEnd(e, t int, newline bool) (int, int, bool) {
	if s.cr < s.off {
		s.cr = s.nextStop(s.cr, '\r')
	}
	if r := s.cr - s.off; r < e {
		if r+1 == e {
			t = 2
		} else {
			newline = false
		}
		e = r
	}
	return e, t, newline
}

func stripComment(l []byte) []byte {
	for i, c := range l {
		if commentTab[c] {
			if c != '/' || i+1 < len(l) && l[i+1] == '/' {
				return l[:i]
			}
		}
	}
	return l
}

// Encode returns the machine code of insts, concatenated. A branch to a
// label (Inst.BranchLabel) encodes simm16 0, the placeholder of llvm-mc's
// fixup: its offset depends on the section layout, which package elfobj
// resolves (elfobj.Write).
func Encode(insts []Inst) []byte {
	var b []byte
	for i := range insts {
		b = insts[i].AppendEncoding(b)
	}
	return b
}

// AppendListing appends what llvm-mc -show-encoding (or, without
// showEncoding, plain llvm-mc) prints for insts, including the leading
// "\t.text" line.
func AppendListing(b []byte, insts []Inst, showEncoding bool) []byte {
	b = append(b, "\t.text\n"...)
	if len(insts) < 4096 || chunkCount() <= 4 {
		for i := range insts {
			b = insts[i].AppendListing(b, showEncoding)
		}
		return b
	}
	bufs := listingChunks(insts, showEncoding)
	total := 0
	for _, buf := range bufs {
		total += len(buf)
	}
	b = slicesGrow(b, total)
	for _, buf := range bufs {
		b = append(b, buf...)
	}
	return b
}

func slicesGrow(b []byte, n int) []byte { return slices.Grow(b, n) }

// listingChunks prints insts in chunks, concurrently.
func listingChunks(insts []Inst, showEncoding bool) [][]byte {
	n := chunkCount()
	bufs := make([][]byte, n)
	per := (len(insts) + n - 1) / n
	forChunks(n, func(k int) {
		lo, hi := min(k*per, len(insts)), min((k+1)*per, len(insts))
		buf := make([]byte, 0, (hi-lo)*80)
		for i := lo; i < hi; i++ {
			buf = insts[i].AppendListing(buf, showEncoding)
		}
		bufs[k] = buf
	})
	return bufs
}

// WriteListing writes what AppendListing appends, in bounded memory: rounds
// of small chunks are printed concurrently and written in order.
func WriteListing(w io.Writer, insts []Inst, showEncoding bool) error {
	if _, err := io.WriteString(w, "\t.text\n"); err != nil {
		return err
	}
	const per = 1024
	workers := runtime.GOMAXPROCS(0)
	if len(insts) < 4*per || workers == 1 {
		buf := make([]byte, 0, 64<<10)
		for i := range insts {
			buf = insts[i].AppendListing(buf, showEncoding)
			if len(buf) > 60<<10 {
				if _, err := w.Write(buf); err != nil {
					return err
				}
				buf = buf[:0]
			}
		}
		_, err := w.Write(buf)
		return err
	}
	bufs := make([][]byte, workers)
	for i := range bufs {
		bufs[i] = make([]byte, 0, per*96)
	}
	for base := 0; base < len(insts); base += per * workers {
		var wg sync.WaitGroup
		for k := 0; k < workers; k++ {
			lo, hi := min(base+k*per, len(insts)), min(base+(k+1)*per, len(insts))
			wg.Add(1)
			go func() {
				defer wg.Done()
				b := bufs[k][:0]
				for i := lo; i < hi; i++ {
					b = insts[i].AppendListing(b, showEncoding)
				}
				bufs[k] = b
			}()
		}
		wg.Wait()
		for k := range bufs {
			if _, err := w.Write(bufs[k]); err != nil {
				return err
			}
		}
	}
	return nil
}
