package amdgcn

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"sync"
)

// Streaming listings: AssembleListing and DisassembleListing print what
// Assemble/DisassembleText + WriteListing print, in bounded memory and
// without a slice of every instruction. The input is cut into line-aligned
// chunks; each chunk is assembled or decoded into a small reused buffer of
// instructions, printed, and written in input order. With workers > 1,
// large inputs are processed in chunks on that many goroutines (a window of
// one chunk per worker, plus one) and still written in order, so output
// does not depend on the number of workers. One worker uses the least CPU
// time; more shorten wall-clock time when processors are free.

// streamChunk is the input size of one chunk (about 2000 lines) when
// chunks are processed one after the other; parChunk when they are
// processed concurrently (fewer, larger chunks: less synchronization).
const streamChunk = 64 << 10

var parChunk = 256 << 10 // a variable so that tests can make it small

// A chunkJob is one chunk in flight.
type chunkJob struct {
	src   []byte
	line  int       // first line of src, 1-based
	off   int       // byte offset of src in the whole input
	msgs  *msgTable // the assembler's interned error messages, kept across this slot's chunks
	out   []byte
	insts []Inst
	// labels are the assembler's labels in insts
	labels []Label
	errs   ErrorList
	ok     bool // disassembler: the speculative decode is exact; assembler: listed in work
	done   chan struct{}

	// slab holds the assembler's Errors when a sink takes them
	// (AssembleListingTo), reused from chunk to chunk
	slab []Error
	// blanks are the assembler's blank lines, which a listing echoes
	blanks []blankLine
}

// cutChunk returns the length of the next chunk of src: about size bytes,
// ending after a newline (or at the end of src).
func cutChunk(src []byte, size int) int {
	if len(src) <= size {
		return len(src)
	}
	if j := bytes.IndexByte(src[size:], '\n'); j >= 0 {
		return size + j + 1
	}
	return len(src)
}

// runChunks cuts src into chunks and runs work on each (concurrently on
// workers goroutines when workers > 1 and src is large), calling emit for
// each chunk in input order until emit returns true; it returns after the
// work in flight has finished.
func runChunks(src []byte, workers int, work func(j *chunkJob), emit func(j *chunkJob) (stop bool)) {
	if workers <= 1 || len(src) < 2*parChunk {
		j := &chunkJob{line: 1}
		for off := 0; off < len(src); {
			n := cutChunk(src[off:], streamChunk)
			j.src, j.off = src[off:off+n], off
			work(j)
			if emit(j) {
				return
			}
			j.line += lineCount(j.src)
			off += n
		}
		return
	}
	nslots := workers + 1
	slots := make([]chunkJob, nslots)
	queue := make(chan *chunkJob, nslots)
	for w := 0; w < workers; w++ {
		go func() {
			for j := range queue {
				work(j)
				j.done <- struct{}{}
			}
		}()
	}
	defer close(queue)
	for i := range slots {
		slots[i].done = make(chan struct{}, 1)
	}
	off, line := 0, 1
	submitted, emitted := 0, 0
	for off < len(src) || emitted < submitted {
		if off < len(src) && submitted-emitted < nslots {
			n := cutChunk(src[off:], parChunk)
			j := &slots[submitted%nslots]
			j.src, j.line, j.off = src[off:off+n], line, off
			queue <- j
			submitted++
			off += n
			line += lineCount(j.src)
			continue
		}
		j := &slots[emitted%nslots]
		<-j.done
		emitted++
		if emit(j) {
			break
		}
	}
	// wait for the work in flight before the slots are dropped
	for ; emitted < submitted; emitted++ {
		<-slots[emitted%nslots].done
	}
}

// runChunksIdx runs work(k) for k in [0, n) concurrently on workers
// goroutines and calls emit(k) in order until it returns true.
func runChunksIdx(n, workers int, work func(k int, j *chunkJob), emit func(k int, j *chunkJob) (stop bool)) {
	nslots := workers + 1
	slots := make([]chunkJob, nslots)
	type task struct {
		k int
		j *chunkJob
	}
	queue := make(chan task, nslots)
	for w := 0; w < workers; w++ {
		go func() {
			for t := range queue {
				work(t.k, t.j)
				t.j.done <- struct{}{}
			}
		}()
	}
	defer close(queue)
	for i := range slots {
		slots[i].done = make(chan struct{}, 1)
	}
	submitted, emitted := 0, 0
	stopped := false
	for !stopped && emitted < n {
		if submitted < n && submitted-emitted < nslots {
			queue <- task{submitted, &slots[submitted%nslots]}
			submitted++
			continue
		}
		j := &slots[emitted%nslots]
		<-j.done
		stopped = emit(emitted, j)
		emitted++
	}
	for ; emitted < submitted; emitted++ {
		<-slots[emitted%nslots].done
	}
}

func lineCount(b []byte) int { return bytes.Count(b, []byte{'\n'}) }

// AssembleListing assembles src as Assemble does and writes to w what
// WriteListing writes for the result, in bounded memory and without
// returning the instructions. It returns the first write error, or else the
// ErrorList of the bad lines (nil if none), as Assemble does. workers is the
// number of goroutines for large inputs (<= 1: one). It lists instructions
// and labels, not directives: lowerc asm lists a kernel file (its
// directives echoed as llvm-mc echoes them) through elfobj.AssembleListing,
// which calls this for other input.
func AssembleListing(w io.Writer, gen *Generation, filename string, src []byte, opts *Options, showEncoding bool, workers int) error {
	return AssembleListingTo(w, gen, filename, src, opts, showEncoding, workers, nil)
}

// AssembleListingTo is AssembleListing that, with a non-nil sink, hands
// the errors to sink instead of returning them: each chunk's errors, in
// input order, right after that chunk's listing was written to w (a
// listing of 40,000 bad lines then holds one chunk's errors at a time,
// not all of them). sink must not keep the list or its Errors after it
// returns: their memory is reused for a later chunk. With a sink the
// result is the first write error or nil; the bad lines are those sink
// was given.
func AssembleListingTo(w io.Writer, gen *Generation, filename string, src []byte, opts *Options, showEncoding bool, workers int, sink func(ErrorList)) error {
	if _, err := io.WriteString(w, "\t.text\n"); err != nil {
		return err
	}
	var errs ErrorList
	var werr error
	work := func(j *chunkJob) {
		if cap(j.out) == 0 {
			j.out = make([]byte, 0, 5*len(j.src)/2)
		}
		n := lineCount(j.src) + 1
		if cap(j.insts) < n {
			// headroom: the next chunks' line counts vary by a few
			// percent, and a 2,000-line chunk's buffer is ≈ 280 KB
			j.insts = make([]Inst, 0, n+n/8+16)
		}
		if j.msgs == nil {
			j.msgs = newMsgTable()
		}
		ds := dirState{labels: j.labels[:0], blanks: j.blanks[:0], base: j.off + 1, msgs: j.msgs, errs: j.errs}
		if sink != nil {
			ds.slab = j.slab // the last chunk's Errors, which sink has seen
		}
		j.insts, j.errs = assembleDirs(gen, filename, j.src, j.line, opts, j.insts[:0], &ds)
		if sink != nil && len(j.errs) > len(j.slab) {
			j.slab = make([]Error, len(j.errs)+len(j.errs)/8+16) // for the next chunks
		}
		j.labels = ds.labels
		j.blanks = ds.blanks
		j.ok = true
		for _, l := range j.labels {
			if NumericLabel(l.Name) {
				// numbered across the file: listed in emit, in order
				j.ok = false
				break
			}
		}
		if j.ok {
			j.out = listChunk(j, j.out[:0], showEncoding, nil)
		}
	}
	ntmp := 0
	emit := func(j *chunkJob) bool {
		if !j.ok {
			j.out = listChunk(j, j.out[:0], showEncoding, &ntmp)
		}
		if sink == nil {
			errs = growErrs(errs, len(j.errs), j.off+len(j.src), len(src))
			errs = append(errs, j.errs...)
		}
		if _, err := w.Write(j.out); err != nil {
			werr = err
			return true
		}
		if sink != nil && len(j.errs) > 0 {
			sink(j.errs)
		}
		return false
	}
	if hasBlocks(src) {
		// directive blocks are read in one piece
		j := &chunkJob{src: src, line: 1}
		work(j)
		emit(j)
	} else {
		runChunks(src, workers, work, emit)
	}
	if werr != nil {
		return werr
	}
	return errs.Err()
}

// growErrs returns errs with room for n more errors, where the errors so
// far are those of the first done bytes of an input of size bytes: it
// grows to the count that rate predicts for the whole input, at most 8x
// what is needed (errors bunched at the start must not reserve for a whole
// input of them). A 200k-line listing with 40,000 errors reallocates three
// times, ≈ 1.6x the final list in all, not in append's 1.25x steps (≈ 5x).
func growErrs(errs ErrorList, n, done, size int) ErrorList {
	need := len(errs) + n
	if need <= cap(errs) {
		return errs
	}
	est := need
	if done > 0 && done < size {
		est = int(float64(need) * float64(size) / float64(done))
		est += est / 16
	}
	return append(make(ErrorList, 0, max(need, min(est, 8*need))), errs...)
}

// listChunk appends the listing of an assembled chunk: its instructions,
// labels and blank lines (an empty line each) in source order; ntmp counts
// the file's numeric labels (nil: the chunk has none).
func listChunk(j *chunkJob, out []byte, showEncoding bool, ntmp *int) []byte {
	var none int
	if ntmp == nil {
		ntmp = &none
	}
	k := 0
	if len(j.blanks) == 0 {
		for i := range j.insts {
			for ; k < len(j.labels) && j.labels[k].Index == i; k++ {
				out = AppendLabel(out, j.labels[k].Name, ntmp)
			}
			out = j.insts[i].AppendListing(out, showEncoding)
		}
		for ; k < len(j.labels); k++ {
			out = AppendLabel(out, j.labels[k].Name, ntmp)
		}
		return out
	}
	b := 0
	for i := 0; i <= len(j.insts); i++ {
		for {
			if b < len(j.blanks) && int(j.blanks[b].inst) == i && int(j.blanks[b].label) == k {
				out = append(out, '\n')
				b++
			} else if k < len(j.labels) && j.labels[k].Index == i {
				out = AppendLabel(out, j.labels[k].Name, ntmp)
				k++
			} else {
				break
			}
		}
		if i < len(j.insts) {
			out = j.insts[i].AppendListing(out, showEncoding)
		}
	}
	return out
}

// DisassembleListing disassembles src as DisassembleText does and writes to
// w what WriteListing writes for the result. Input without '[' groups and
// without invalid tokens is first converted to its bytes in one pass (which
// checks it), then decoded and printed in bounded memory; other input, where
// llvm-mc's rule that an invalid token drops what its group produced so far
// makes early output impossible, goes through DisassembleText. It returns
// the first write error, or else the decoding errors as DisassembleText
// does. workers is the number of goroutines for large inputs (<= 1: one).
func DisassembleListing(w io.Writer, gen *Generation, filename string, src []byte, showEncoding bool, workers int) error {
	// chunks of a quarter of parChunk (64 KiB of text, ≈ 13 KB of bytes):
	// each slot's listing buffer is 16 times its chunk's bytes, and with
	// 256 KiB chunks the three slots' fresh pages cost -j 2 about 800 page
	// faults (≈ 13 % of its CPU time in perf) on a 200k-line file
	raw0, release := allocRaw(len(src)/5 + 16)
	defer release()
	var raw []byte
	var starts []int
	ok := false
	if workers > 1 && len(src) >= 2*parChunk {
		raw, starts, ok = plainParallel(raw0, src, workers, max(parChunk/4, 1))
	} else {
		raw, starts, ok = appendPlain(raw0, nil, src, max(parChunk/4, 1))
	}
	if !ok {
		insts, derr := DisassembleText(gen, filename, src)
		if err := WriteListing(w, insts, showEncoding); err != nil {
			return err
		}
		return derr
	}
	if _, err := io.WriteString(w, "\t.text\n"); err != nil {
		return err
	}
	return listRaw(w, gen, filename, raw, starts, showEncoding, workers, func() ([]byte, error) { return src, nil })
}

// listRaw lists raw, the bytes of a plain text, whose chunks (cut where a
// source line starts) begin at starts, on workers goroutines; source
// returns the text (called only for the position of a decoding error).
func listRaw(w io.Writer, gen *Generation, filename string, raw []byte, starts []int, showEncoding bool, workers int, source func() ([]byte, error)) error {
	// Concurrently, when there are several chunks and processors: each
	// chunk of raw (cut where a source line starts) decoded as if an
	// instruction starts there; a chunk is exact when it reports no error
	// and ends at an instruction boundary. Up to the first inexact chunk,
	// outputs are written in order; from there one sequential pass.
	rest := 0
	if workers > 1 && len(starts) >= 2 {
		rest = len(raw)
		var werr error
		var mu sync.Mutex
		var releases []func()
		defer func() {
			for _, f := range releases {
				f()
			}
		}()
		runChunksIdx(len(starts), workers, func(k int, j *chunkJob) {
			a, b := starts[k], len(raw)
			if k+1 < len(starts) {
				b = starts[k+1]
			}
			if cap(j.out) == 0 {
				// populated in one call, as raw (each slot's fresh
				// pages were a sixth of a -j 2 run's page faults);
				// a -show-encoding listing is ≈ 14.5 times its bytes
				// (gfx942's 200k-line file), so 16 times and some
				// slack, not to grow on the heap
				var rel func()
				j.out, rel = allocRaw(16*(b-a) + 4096)
				mu.Lock()
				releases = append(releases, rel)
				mu.Unlock()
			}
			j.out, j.ok = decodeRange(gen, raw, a, b, j.out[:0], showEncoding, nil)
		}, func(k int, j *chunkJob) bool {
			if !j.ok {
				rest = starts[k]
				return true
			}
			if _, err := w.Write(j.out); err != nil {
				werr = err
				return true
			}
			return false
		})
		if werr != nil {
			return werr
		}
	}
	if rest == len(raw) {
		return nil
	}
	return listBytes(w, gen, filename, raw, rest, showEncoding, source)
}

// plainParallel is appendPlain(raw, nil, src, chunk) with the text cut
// into workers pieces at line starts, converted concurrently: the first
// into raw, the others into buffers of their own, appended to raw after.
// (Converted in one piece, the scan was a fifth of -j 2's work done on one
// goroutine before the decoding could start.)
func plainParallel(raw, src []byte, workers, chunk int) ([]byte, []int, bool) {
	type piece struct {
		src, raw []byte
		starts   []int
		ok       bool
		release  func()
	}
	ps := make([]piece, 0, workers)
	for off := 0; off < len(src); {
		n := cutChunk(src[off:], (len(src)+workers-1)/workers)
		ps = append(ps, piece{src: src[off : off+n]})
		off += n
	}
	if len(ps) < 2 {
		return appendPlain(raw, nil, src, chunk)
	}
	var wg sync.WaitGroup
	for k := 1; k < len(ps); k++ {
		wg.Add(1)
		go func(p *piece) {
			defer wg.Done()
			p.raw, p.release = allocRaw(len(p.src)/5 + 16)
			p.raw, p.starts, p.ok = appendPlain(p.raw, nil, p.src, chunk)
		}(&ps[k])
	}
	raw, starts, ok := appendPlain(raw, nil, ps[0].src, chunk)
	wg.Wait()
	defer func() {
		for k := 1; k < len(ps); k++ {
			ps[k].release()
		}
	}()
	for k := 1; k < len(ps); k++ {
		p := &ps[k]
		ok = ok && p.ok
		if !ok {
			break
		}
		for _, st := range p.starts {
			starts = append(starts, len(raw)+st)
		}
		raw = append(raw, p.raw...)
	}
	if !ok {
		return nil, nil, false
	}
	return raw, starts, true
}

// listBytes decodes raw[rest:] in one pass, writing the listing to w in
// pieces; source returns the text raw came from (as plainBytes read it),
// called only for the position of a decoding error.
func listBytes(w io.Writer, gen *Generation, filename string, raw []byte, rest int, showEncoding bool, source func() ([]byte, error)) error {
	var pc *posCursor
	var serr error
	var errs ErrorList
	out, release := allocRaw(128 << 10)
	var werr error
	flush := func(b []byte) []byte {
		if werr == nil {
			if _, err := w.Write(b); err != nil {
				werr = err
			}
		}
		return b[:0]
	}
	out, _ = decodeRange(gen, raw, rest, len(raw), out, showEncoding, func(off int, err error, b []byte) []byte {
		if err != nil {
			if pc == nil && serr == nil {
				var src []byte
				if src, serr = source(); serr == nil {
					pc = &posCursor{src: src, filename: filename, line: 1}
				}
			}
			if pc != nil {
				errs.add(pc.at(off), "%v", err)
			}
			return b
		}
		return flush(b)
	})
	flush(out)
	release() // (not deferred: with a defer, decodeRange was not inlined here)
	if werr != nil {
		return werr
	}
	if serr != nil {
		return serr
	}
	return errs.Err()
}

// DisassembleReader is DisassembleListing for input read from r, without
// holding the text: r is read to its end through a buffer of a few hundred
// KiB and converted to its bytes as plainBytes does (on one goroutine),
// then those are decoded and listed (on workers goroutines, as
// DisassembleListing decodes). Where the text is not plain
// ('[' groups, invalid tokens) it returns handled = false having written
// nothing, and the caller lists the whole text with DisassembleListing;
// source must return the text that was read (the caller reads it again),
// and is called only for the position of a decoding error. sizeHint is the
// expected length of the text (0: unknown).
func DisassembleReader(w io.Writer, gen *Generation, filename string, r io.Reader, sizeHint int, showEncoding bool, workers int, source func() ([]byte, error)) (handled bool, err error) {
	// the bytes' buffer (≈ a fifth of the text) mapped and populated in
	// one call where the system allows: its pages, faulted in one by one,
	// were a quarter of a 200k-line disasm's page faults
	// (and so is the read buffer)
	raw0, release := allocRaw(sizeHint/5 + 16)
	defer release()
	if workers > 1 && !noFastLine {
		// the generation's tables built on another processor while the
		// text is read (decodeRange waits for them through sync.Once)
		go fastTables(gen)
	}
	buf, releaseBuf := allocRaw(256 << 10)
	defer releaseBuf()
	raw, starts, ok, err := scanPlainInto(r, buf[:cap(buf)], sizeHint, raw0)
	if err != nil {
		return true, err
	}
	if !ok {
		return false, nil
	}
	if _, err := io.WriteString(w, "\t.text\n"); err != nil {
		return true, err
	}
	if workers > 1 {
		return true, listRaw(w, gen, filename, raw, starts, showEncoding, workers, source)
	}
	return true, listBytes(w, gen, filename, raw, 0, showEncoding, source)
}

// scanPlain reads r to its end and returns plainBytes' raw bytes and ok
// for the whole text, reading through a buffer of about size bytes that is
// converted up to its last newline each time (a token never spans a
// newline, so the pieces give the bytes of the whole).
func scanPlain(r io.Reader, size, sizeHint int) (raw []byte, ok bool, err error) {
	raw, _, ok, err = scanPlainInto(r, make([]byte, size), sizeHint, nil)
	return raw, ok, err
}

// scanPlainInto is scanPlain reading through buf and appending to raw
// (nil: a buffer of a fifth of sizeHint or of the first piece read); it
// also returns where in raw the chunks of about a quarter of parChunk of
// text (cut at line starts, within each piece read) begin, for listRaw.
func scanPlainInto(r io.Reader, buf []byte, sizeHint int, raw []byte) ([]byte, []int, bool, error) {
	n := 0 // bytes in buf not yet converted
	var starts []int
	var ok bool
	for {
		m, rerr := r.Read(buf[n:])
		n += m
		if rerr != nil && rerr != io.EOF {
			return nil, nil, false, rerr
		}
		eof := rerr == io.EOF
		cut := n
		if !eof {
			cut = bytes.LastIndexByte(buf[:n], '\n') + 1
		}
		if cut > 0 {
			if raw == nil {
				raw = make([]byte, 0, max(sizeHint, cut)/5+16)
			}
			if raw, starts, ok = appendPlain(raw, starts, buf[:cut], max(parChunk/4, 1)); !ok {
				return nil, nil, false, nil
			}
			n = copy(buf, buf[cut:n])
		}
		if eof {
			return raw, starts, true, nil
		}
		if n == len(buf) { // a line longer than the buffer
			buf = append(buf, make([]byte, len(buf))...)
		}
	}
}

// decodeRange decodes raw[a:b] and appends the listing to out. Without
// report it stops at the first error and returns ok = false (also when the
// last instruction would run past b). With report, it reports each error
// (off, err, out) and, like llvm-mc, skips 4 bytes, and it calls report(off,
// nil, out) to flush out when it is large.
// noFastLine turns the listing fast path (decode_fast.go) off, for the
// tests that hold it to the full path.
var noFastLine = false

func decodeRange(gen *Generation, raw []byte, a, b int, out []byte, showEncoding bool, report func(int, error, []byte) []byte) ([]byte, bool) {
	var in Inst
	var ft *fastTable
	if !noFastLine {
		ft = fastTables(gen)
	}
	for off := a; off < b; {
		if ft != nil {
			var n int
			if out, n = ft.lines(raw[off:b], out, showEncoding, 120<<10); n != 0 {
				off += n
				if report != nil && len(out) > 120<<10 {
					out = report(off, nil, out)
				}
				continue
			}
		}
		in = Inst{}
		n, err := decodeInto(&in, gen, raw[off:b])
		if err != nil {
			if report == nil {
				return out, false
			}
			if b-off >= 4 && !lengthKnown(le32(raw[off:]), gen.Family) {
				// where the next instruction starts is not known
				return report(off, fmt.Errorf("%w%s", err, errGroupStop), out), true
			}
			out = report(off, err, out)
			off += min(4, b-off)
			continue
		}
		out = in.appendDecoded(out, raw[off:off+n], showEncoding)
		off += n
		if report != nil && len(out) > 120<<10 {
			out = report(off, nil, out)
		}
	}
	return out, true
}

// appendDecoded appends the listing line of in, decoded from code.
func (in *Inst) appendDecoded(out, code []byte, showEncoding bool) []byte {
	if showEncoding && !in.reencodes() && in.Entry().Def.Shape != ShapeVNop {
		return in.appendListingCode(out, code) // decoded bytes re-encode identically
	} else if showEncoding {
		// as llvm-mc, the bytes of the printed text (v_nop: whatever its
		// src0 field held)
		return in.AppendListing(out, true)
	}
	return in.AppendListing(out, false)
}

// plainBytes converts a byte list without '[' groups and invalid tokens into
// its bytes, and returns the index in raw where each chunk of src (cut by
// cutChunk) starts. ok is false for other input.
func plainBytes(src []byte) (raw []byte, starts []int, ok bool) {
	return appendPlain(make([]byte, 0, len(src)/5+16), nil, src, parChunk)
}

// appendPlain is plainBytes appending to raw and starts, with chunks of
// the given size.
func appendPlain(raw []byte, starts []int, src []byte, chunk int) ([]byte, []int, bool) {
	next := 0 // where the next chunk of src starts
	i := 0
	for i < len(src) {
		if i >= next {
			// i is at the start of a line (chunks are cut after newlines)
			starts = append(starts, len(raw))
			next = i + cutChunk(src[i:], chunk)
		}
		// The common tokens: runs of 0xHH, each followed by ',', '\n' or
		// ' ', four at a time (one branch for the lot), then one at a
		// time. Neither loop reads a token that ends past next (a chunk
		// starts after a newline, so no token straddles it).
		lim := min(len(src), next)
		if i+20 <= lim {
			raw = slices.Grow(raw, (lim-i)/5+4)
			n, m := plainGroups(raw[len(raw):cap(raw)], src[i:lim])
			raw = raw[:len(raw)+n]
			i += m
		}
		for i+5 <= lim {
			w := binary.LittleEndian.Uint32(src[i:])
			h, l, c := hexVal[byte(w>>16)], hexVal[byte(w>>24)], src[i+4]
			if w&0xffff != 0x7830 || h|l|tokEnd[c] >= 16 {
				break
			}
			raw = append(raw, h<<4|l)
			i += 5
		}
		if i >= len(src) || i >= next {
			continue
		}
		c := src[i]
		switch c {
		case ' ', '\t', '\r', '\n', ',':
			i++
			continue
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case '[', ']':
			return nil, nil, false
		}
		st := i
		for i < len(src) && !sepTab[src[i]] {
			i++
		}
		v, ok := parseByte(src[st:i])
		if !ok {
			return nil, nil, false
		}
		raw = append(raw, v)
	}
	return raw, starts, true
}

// plainGroups converts the leading run of four-token groups
// "0xHH,0xHH,0xHH,0xHH" + separator (',', '\n' or ' ') of src into dst,
// while dst has room, and returns the bytes written and the bytes of src
// read: the input scan's common case, in a function of its own so that its
// few live values stay in registers (inside appendPlain the loop spilled).
func plainGroups(dst, src []byte) (n, m int) {
	for len(src) >= 20 && len(dst) >= 4 {
		// the fixed bytes ('0', 'x' and the inner commas) by two masks,
		// the digit pairs by hexPair, each by its own load
		s := (*[20]byte)(src)
		p0, p1 := hexPair[binary.LittleEndian.Uint16(s[2:])], hexPair[binary.LittleEndian.Uint16(s[7:])]
		p2, p3 := hexPair[binary.LittleEndian.Uint16(s[12:])], hexPair[binary.LittleEndian.Uint16(s[17:])]
		fixed := (binary.LittleEndian.Uint64(s[:])&plainMaskA ^ plainWantA) | (binary.LittleEndian.Uint64(s[8:])&plainMaskB ^ plainWantB) |
			uint64(s[16]^'x'|tokEnd[s[19]])
		if fixed != 0 || p0&p1&p2&p3&0x100 == 0 {
			break
		}
		binary.LittleEndian.PutUint32(dst, uint32(p0&0xff)|uint32(p1&0xff)<<8|uint32(p2&0xff)<<16|uint32(p3&0xff)<<24)
		dst, src = dst[4:], src[20:]
		n += 4
	}
	return n, 5 * n
}

// The fixed bytes of four tokens "0xHH,0xHH,0xHH,0xHH" read as two
// little-endian words (bytes 0..7 and 8..15): '0' 'x' at 0, 5, 10, 15 and
// 1, 6, 11, 16 (the last in the third load), ',' at 4, 9, 14.
const (
	plainMaskA = 0x00ffffff0000ffff // bytes 0, 1, 4, 5, 6
	plainWantA = 0x0078302c00007830
	plainMaskB = 0xffff0000ffffff00 // bytes 9, 10, 11, 14, 15
	plainWantB = 0x302c000078302c00
)

// hexPair[uint16(h)|uint16(l)<<8] is 0x100 | the value of the two hex
// digits h, l (0-9, a-f, A-F), and 0 for any other pair: the input scan's
// two digits of a 0xHH token in one lookup (a zero table in BSS but for
// its 484 valid entries).
var hexPair [1 << 16]uint16

func init() {
	// only the 22 digit bytes: a loop over all 65,536 pairs cost every
	// lowerc process 0.75M instructions at start-up
	const digits = "0123456789abcdefABCDEF"
	for i := 0; i < len(digits); i++ {
		for j := 0; j < len(digits); j++ {
			h, l := digits[i], digits[j]
			hexPair[uint16(h)|uint16(l)<<8] = 0x100 | uint16(hexVal[h])<<4 | uint16(hexVal[l])
		}
	}
}

// tokEnd is 0 for the bytes plainBytes' fast loops accept after a 0xHH
// token (',', '\n', ' ') and 255 for the others.
var tokEnd = func() (t [256]byte) {
	for i := range t {
		t[i] = 255
	}
	t[','], t['\n'], t[' '] = 0, 0, 0
	return t
}()

// posCursor finds the source position of the byte with a given index in
// what plainBytes returned, moving forward only.
type posCursor struct {
	src       []byte
	filename  string
	i, k      int // source offset of the next token, and its index
	line, bol int // line number at i, and offset where that line begins
}

func (c *posCursor) at(k int) Pos {
	src := c.src
	for c.i < len(src) {
		switch ch := src[c.i]; ch {
		case '\n':
			c.line++
			c.bol = c.i + 1
			c.i++
			continue
		case ' ', '\t', '\r', ',':
			c.i++
			continue
		case '#':
			for c.i < len(src) && src[c.i] != '\n' {
				c.i++
			}
			continue
		}
		if c.k == k {
			return Pos{c.filename, c.line, c.i - c.bol + 1}
		}
		for c.i < len(src) && !sepTab[src[c.i]] {
			c.i++
		}
		c.k++
	}
	return Pos{c.filename, c.line, c.i - c.bol + 1}
}
