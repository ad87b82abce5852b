package amdgcn

import (
	"bytes"
	"encoding/binary"
)

// Disassemble decodes code (raw bytes) into instructions. On an encoding it
// cannot decode it records an error at the byte offset (Pos.Col = offset+1,
// Pos.Line = 0) and, like llvm-mc, skips 4 bytes (or what is left) where
// the failed instruction's length is known to be 4 bytes; elsewhere (a
// VOP3 word outside the table, say) it stops, since llvm-mc may read a
// longer instruction there and the next one starts where this package
// cannot tell.
func Disassemble(gen *Generation, code []byte) ([]Inst, error) {
	var errs ErrorList
	var out []Inst
	for off := 0; off < len(code); {
		in, n, err := Decode(gen, code[off:])
		if err != nil {
			if len(code)-off >= 4 && !lengthKnown(le32(code[off:]), gen.Family) {
				errs.add(Pos{Col: off + 1}, "%v%s", err, errGroupStop)
				break
			}
			errs.add(Pos{Col: off + 1}, "%v", err)
			off += min(4, len(code)-off)
			continue
		}
		out = append(out, in)
		off += n
	}
	return out, errs.Err()
}

// DisassembleText reads what llvm-mc -disassemble reads: byte values
// (0x.., decimal, 0b..) separated by spaces, commas and newlines, '#'
// comments, and [ ] groups that are decoded on their own. It returns the
// decoded instructions in order and the errors and warnings llvm-mc would
// report ("invalid input token", "invalid instruction encoding"), positioned
// at the offending token.
func DisassembleText(gen *Generation, filename string, src []byte) ([]Inst, error) {
	if len(src) >= parallelMin && chunkCount() > 4 {
		if out, ok := disassembleParallel(gen, filename, src); ok {
			return out, nil
		}
	}
	// usually one instruction per line
	d := disState{gen: gen, filename: filename, out: make([]Inst, 0, bytes.Count(src, []byte{'\n'})+8)}
	d.run(src, 1)
	d.finish()
	d.errs.Sort()
	return d.out, d.errs.Err()
}

// disassembleParallel decodes line-aligned chunks speculatively, each as if
// an instruction started at its first byte. The result is used only if no
// chunk reported any error, no chunk ended inside an instruction or a [ ]
// group — exactly the cases where sequential decoding gives the same
// instructions. Otherwise the caller decodes sequentially.
func disassembleParallel(gen *Generation, filename string, src []byte) ([]Inst, bool) {
	parts, starts := splitLines(src, chunkCount())
	// One slot per line (plus one): each chunk decodes into its own window
	// of all; a chunk with more instructions than lines falls back too.
	nlines := starts[len(starts)-1] + bytes.Count(parts[len(parts)-1], []byte{'\n'})
	all := make([]Inst, nlines+len(parts))
	counts := make([]int, len(parts))
	ok := make([]bool, len(parts))
	forChunks(len(parts), func(k int) {
		lo := starts[k] - 1 + k
		hi := len(all)
		if k+1 < len(parts) {
			hi = starts[k+1] - 1 + k + 1
		}
		d := disState{gen: gen, filename: filename, out: all[lo:lo:hi]}
		d.run(parts[k], starts[k])
		if d.atomic {
			return
		}
		d.drain(0)
		if len(d.out) > hi-lo || len(d.out) > 0 && &d.out[0] != &all[lo] {
			return // outgrew its window
		}
		counts[k], ok[k] = len(d.out), len(d.errs) == 0 && d.n == 0
	})
	n := 0
	for k := range parts {
		if !ok[k] {
			return nil, false
		}
		lo := starts[k] - 1 + k
		n += copy(all[n:], all[lo:lo+counts[k]])
	}
	return all[:n], true
}

// run feeds src (starting at line firstLine) through the decoder.
func (d *disState) run(src []byte, firstLine int) {
	filename := d.filename
	line, lineStart := firstLine, 0
	i := 0
	for i < len(src) {
		c := src[i]
		switch c {
		case '\n':
			line++
			lineStart = i + 1
			i++
			continue
		case ' ', '\t', '\r', ',':
			i++
			continue
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case '[':
			d.endGroup()
			d.atomic = true
			i++
			continue
		case ']':
			if !d.atomic {
				d.errs.add(Pos{filename, line, i - lineStart + 1}, "unexpected closing bracket")
			}
			d.endGroup()
			i++
			continue
		}
		// fast path: a run of 0xHH tokens separated by commas
		if c == '0' && !d.dead {
			j, n := i, d.n
			for j+5 <= len(src) && n < len(d.buf) {
				w := binary.LittleEndian.Uint32(src[j:])
				h, l, sep := hexVal[byte(w>>16)], hexVal[byte(w>>24)], src[j+4]
				if w&0xffff != 0x7830 || h|l >= 16 || !sepTab[sep] {
					break
				}
				d.buf[n], d.pos[n] = h<<4|l, lineCol{int32(line), int32(j - lineStart + 1)}
				n++
				j += 4
				if sep != ',' {
					break
				}
				j++
			}
			if j > i {
				d.n, i = n, j
				if d.n == len(d.buf) {
					d.drain(16)
				}
				continue
			}
		}
		st := i
		lc := lineCol{int32(line), int32(st - lineStart + 1)}
		// fast path: 0xHH followed by a separator
		if i+4 <= len(src) && c == '0' && src[i+1] == 'x' && hexVal[src[i+2]] < 16 && hexVal[src[i+3]] < 16 && (i+4 == len(src) || sepTab[src[i+4]]) {
			// d.push, inlined by hand for the common token
			if !d.dead {
				d.buf[d.n], d.pos[d.n] = hexVal[src[i+2]]<<4|hexVal[src[i+3]], lc
				d.n++
				if d.n == len(d.buf) {
					d.drain(16)
				}
			}
			i += 4
			continue
		}
		for i < len(src) && !sepTab[src[i]] {
			i++
		}
		v, ok := parseByte(src[st:i])
		if !ok {
			// llvm-mc drops the bytes gathered so far in the group and the
			// rest of the line
			d.dropGroup()
			d.errs.add(Pos{filename, int(lc.line), int(lc.col)}, "invalid input token")
			d.errStart = len(d.errs) // token errors stay
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		}
		d.push(v, lc)
	}
	d.endLine, d.endCol = line, i-lineStart+1
}

// finish ends the input: an open [ group is an error, else the last group
// is decoded.
func (d *disState) finish() {
	if d.atomic && d.n > 0 {
		d.errs.add(Pos{d.filename, d.endLine, d.endCol}, "expected closing bracket")
		d.dropGroup()
	} else {
		d.endGroup()
	}
}

// disState decodes a byte stream group by group as llvm-mc -disassemble
// does, but eagerly: bytes are decoded once 16 are buffered (more than the
// longest instruction), so memory stays small. What a group produced is
// remembered so that an invalid token can drop it, as llvm-mc does.
type disState struct {
	gen      *Generation
	filename string
	buf      [256]byte
	pos      [256]lineCol
	n        int
	atomic   bool
	dead     bool // an atomic group failed: llvm-mc ignores its remaining bytes
	outStart int  // len(out) and len(errs) when the group began
	errStart int
	out      []Inst
	errs     ErrorList
	endLine  int // position after the input, for "expected closing bracket"
	endCol   int
}

func (d *disState) push(b byte, lc lineCol) {
	if d.dead {
		return
	}
	d.buf[d.n], d.pos[d.n] = b, lc
	d.n++
	if d.n == len(d.buf) {
		d.drain(16)
	}
}

// drain decodes while more than keep bytes are buffered.
func (d *disState) drain(keep int) {
	off := 0
	for d.n-off > keep {
		d.out = append(d.out, Inst{})
		in := &d.out[len(d.out)-1]
		size, err := decodeInto(in, d.gen, d.buf[off:d.n])
		if err != nil {
			d.out = d.out[:len(d.out)-1]
			stop := !d.atomic && d.n-off >= 4 && !lengthKnown(le32(d.buf[off:]), d.gen.Family)
			note := ""
			if stop {
				note = errGroupStop
			}
			d.errs.add(Pos{d.filename, int(d.pos[off].line), int(d.pos[off].col)}, "%v%s", err, note)
			if d.atomic || stop {
				d.dead = true
				off = d.n
				break
			}
			off += min(4, d.n-off)
			continue
		}
		in.Line, in.Col = d.pos[off].line, d.pos[off].col
		off += size
	}
	copy(d.buf[:], d.buf[off:d.n])
	copy(d.pos[:], d.pos[off:d.n])
	d.n -= off
}

func (d *disState) endGroup() {
	d.drain(0)
	d.n, d.atomic, d.dead = 0, false, false
	d.outStart, d.errStart = len(d.out), len(d.errs)
}

func (d *disState) dropGroup() {
	d.out, d.errs = d.out[:d.outStart], d.errs[:d.errStart]
	d.n, d.dead = 0, false
}

type lineCol struct{ line, col int32 }

var sepTab, hexVal = func() ([256]bool, [256]byte) {
	var sep [256]bool
	for _, c := range []byte(" \t\n\r,#[]") {
		sep[c] = true
	}
	var hv [256]byte
	for i := range hv {
		hv[i] = 255
	}
	for c := '0'; c <= '9'; c++ {
		hv[c] = byte(c - '0')
	}
	for c := 'a'; c <= 'f'; c++ {
		hv[c] = byte(c-'a') + 10
		hv[c-'a'+'A'] = byte(c-'a') + 10
	}
	return sep, hv
}()

func parseByte(t []byte) (byte, bool) {
	base := 10
	switch {
	case len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'):
		base, t = 16, t[2:]
	case len(t) > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B'):
		base, t = 2, t[2:]
	case len(t) > 1 && t[0] == '0':
		base, t = 8, t[1:]
	}
	if len(t) == 0 {
		return 0, false
	}
	v := 0
	for _, c := range t {
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'f':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = int(c-'A') + 10
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		v = v*base + d
		if v > 255 {
			return 0, false
		}
	}
	return byte(v), true
}
