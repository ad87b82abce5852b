package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/sbinet/npyio/npy"
	"codeberg.org/sbinet/npyio/npy/float16"

	"github.com/lowerc/lowerc/ir"
)

// DType is the NumPy dtype name that holds elements of type t (the
// package doc lists them), or "" for pred.
func DType(t ir.ElemType) string {
	switch t {
	case ir.F16:
		return "float16"
	case ir.F32:
		return "float32"
	case ir.F64:
		return "float64"
	case ir.S16:
		return "int16"
	case ir.S32:
		return "int32"
	case ir.S64:
		return "int64"
	}
	switch t.Bits() {
	case 16:
		return "uint16"
	case 32:
		return "uint32"
	case 64:
		return "uint64"
	}
	return ""
}

// descrs are the dtype descriptors accepted for each dtype name (either byte
// order; '|' never applies to these widths).
var descrs = map[string]string{
	"<f2": "float16", ">f2": "float16", "<f4": "float32", ">f4": "float32", "<f8": "float64", ">f8": "float64",
	"<i2": "int16", ">i2": "int16", "<i4": "int32", ">i4": "int32", "<i8": "int64", ">i8": "int64",
	"<u2": "uint16", ">u2": "uint16", "<u4": "uint32", ">u4": "uint32", "<u8": "uint64", ">u8": "uint64",
}

// MaxElems bounds the elements of one array, so that a corrupt header
// cannot ask for unbounded memory before its data is checked.
const MaxElems = 1 << 32

// Shape formats a shape as NumPy prints it: "(4, 1)", "(3,)".
func Shape(sh []int) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, n := range sh {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(n))
	}
	if len(sh) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// Want says what a .npy file for t must hold: "float32 array of shape (4, 1)".
func Want(t *ir.Tensor) string {
	return DType(t.Type) + " array of shape " + Shape(t.Shape)
}

// Decode reads a .npy file's bytes as the values of global tensor t and
// returns t's memory: Size() elements, little-endian, each value at its
// layout offset (slots no coordinate reaches are zero). Errors say what was
// found and what t needs.
func Decode(data []byte, t *ir.Tensor) (mem []byte, err error) {
	want := Want(t)
	defer func() {
		// npyio is not written for hostile input; header checks what it
		// trusts, and anything left is an error, never a crash.
		if r := recover(); r != nil {
			mem, err = nil, fmt.Errorf("not a valid .npy file (%v); want a %s", r, want)
		}
	}()
	hdr, body, err := header(data)
	if err != nil {
		return nil, fmt.Errorf("not a valid .npy file (%v); want a %s", err, want)
	}
	descr := strings.Trim(hdr.Descr.Type, "'\"")
	name, ok := descrs[descr]
	if !ok {
		return nil, fmt.Errorf("dtype %s is not one lowerc reads; want a %s", descr, want)
	}
	if name != DType(t.Type) {
		return nil, fmt.Errorf("dtype %s; want a %s", name, want)
	}
	if hdr.Descr.Fortran {
		return nil, fmt.Errorf("a Fortran-order array is not read; want a C-order %s (numpy.ascontiguousarray)", want)
	}
	if !slices.Equal(hdr.Descr.Shape, t.Shape) {
		return nil, fmt.Errorf("shape %s; want a %s", Shape(hdr.Descr.Shape), want)
	}
	n := t.Elems()
	esize := t.Type.Bits() / 8
	if int64(len(body)) != n*int64(esize) {
		return nil, fmt.Errorf("%d data bytes for %d elements of %d bytes (truncated or padded file); want a %s", len(body), n, esize, want)
	}
	vals, err := values(data, name, int(n))
	if err != nil {
		return nil, fmt.Errorf("reading the data: %v; want a %s", err, want)
	}
	mem = make([]byte, t.Size()*int64(esize))
	i := 0
	for off := range t.Offsets() {
		put(mem[off*int64(esize):], esize, vals[i])
		i++
	}
	return mem, nil
}

// header reads the header with npyio after checking what npyio trusts:
// the magic, the version, a header length within the file, a header that
// ends in a newline, and a shape whose element count fits MaxElems.
func header(data []byte) (npy.Header, []byte, error) {
	var h npy.Header
	if len(data) < 10 || !bytes.Equal(data[:6], npy.Magic[:]) {
		return h, nil, fmt.Errorf("no NumPy magic")
	}
	var hlen, start int
	switch data[6] {
	case 1:
		hlen, start = int(binary.LittleEndian.Uint16(data[8:])), 10
	case 2, 3:
		if len(data) < 12 {
			return h, nil, fmt.Errorf("truncated header")
		}
		hlen, start = int(binary.LittleEndian.Uint32(data[8:])), 12
	default:
		return h, nil, fmt.Errorf("format version %d.%d", data[6], data[7])
	}
	if hlen > len(data)-start {
		return h, nil, fmt.Errorf("truncated header")
	}
	dict := data[start : start+hlen]
	if hlen == 0 || dict[hlen-1] != '\n' || !wellFormed(dict) {
		return h, nil, fmt.Errorf("malformed header")
	}
	if data[6] == 3 {
		// Version 3 only allows UTF-8 in the header; the dict is otherwise
		// version 2's. npyio reads 1 and 2.
		data = append(append([]byte{}, data[:6]...), append([]byte{2, 0}, data[8:start+hlen]...)...)
	}
	r, err := npy.NewReader(bytes.NewReader(data[:start+hlen]))
	if err != nil {
		return h, nil, err
	}
	h = r.Header
	n := int64(1)
	for _, d := range h.Descr.Shape {
		if d < 0 || d > MaxElems {
			return h, nil, fmt.Errorf("bad dimension %d", d)
		}
		if d != 0 && n > MaxElems/int64(d) {
			return h, nil, fmt.Errorf("more than %d elements", int64(MaxElems))
		}
		n *= int64(d)
	}
	return h, data[start+hlen:], nil
}

// wellFormed checks the header dict's shape as npyio slices it: the three
// keys in NumPy's order, a brace after the shape, and nothing npyio's
// fixed-offset slicing would run past.
func wellFormed(dict []byte) bool {
	d := string(dict)
	bd := strings.Index(d, "'descr': ")
	bo := strings.Index(d, "'fortran_order': ")
	bs := strings.Index(d, "'shape': ")
	end := strings.Index(d, "}")
	if bd < 0 || bo < 0 || bs < 0 || end < 0 {
		return false
	}
	if !(bd+len("'descr': ") <= bo-2 && bo+len("'fortran_order': ") <= bs-2 && bs+len("'shape': ") <= end-2) {
		return false
	}
	shape := d[bs+len("'shape': ") : end-2]
	return len(shape) >= 2 && shape[0] == '(' && shape[len(shape)-1] == ')' && !strings.ContainsAny(shape[1:len(shape)-1], "()")
}

// values reads the data with npyio as the dtype's Go type and returns the
// raw bits of each element.
func values(data []byte, name string, n int) ([]uint64, error) {
	r, err := npy.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	out := make([]uint64, 0, n)
	switch name {
	case "float16":
		var v []float16.Num
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(x.Uint16()))
		}
	case "float32":
		var v []float32
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(math.Float32bits(x)))
		}
	case "float64":
		var v []float64
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, math.Float64bits(x))
		}
	case "int16":
		var v []int16
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(uint16(x)))
		}
	case "int32":
		var v []int32
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(uint32(x)))
		}
	case "int64":
		var v []int64
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(x))
		}
	case "uint16":
		var v []uint16
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(x))
		}
	case "uint32":
		var v []uint32
		err = r.Read(&v)
		for _, x := range v {
			out = append(out, uint64(x))
		}
	case "uint64":
		var v []uint64
		err = r.Read(&v)
		out = append(out, v...)
	}
	if err != nil {
		return nil, err
	}
	if len(out) != n {
		return nil, fmt.Errorf("%d elements read, %d expected", len(out), n)
	}
	return out, nil
}

// Encode writes global tensor t's memory as a .npy file of t's dtype and
// shape.
func Encode(mem []byte, t *ir.Tensor) ([]byte, error) {
	esize := t.Type.Bits() / 8
	if esize == 0 || DType(t.Type) == "" {
		return nil, fmt.Errorf("%%%s: %s has no NumPy dtype", t.Name, t.Type)
	}
	if int64(len(mem)) != t.Size()*int64(esize) {
		return nil, fmt.Errorf("%%%s: %d bytes of memory; the tensor spans %d", t.Name, len(mem), t.Size()*int64(esize))
	}
	// npyio marshals element by element through reflection (about 1 s
	// for 10^6 float32): it writes one element of the dtype, which gives
	// the descr, and the data section, raw little-endian elements in C
	// order, is gathered here.
	var flat any
	switch DType(t.Type) {
	case "float32":
		flat = []float32{0}
	case "float64":
		flat = []float64{0}
	case "int16":
		flat = []int16{0}
	case "int32":
		flat = []int32{0}
	case "int64":
		flat = []int64{0}
	case "uint16", "float16":
		// npyio v0.14 reads float16 but cannot write it: the header says
		// float16 below.
		flat = []uint16{0}
	case "uint32":
		flat = []uint32{0}
	default:
		flat = []uint64{0}
	}
	data := make([]byte, 0, t.Elems()*int64(esize))
	for off := range t.Offsets() {
		data = append(data, mem[off*int64(esize):(off+1)*int64(esize)]...)
	}
	var flatFile bytes.Buffer
	if err := npy.Write(&flatFile, flat); err != nil {
		return nil, err
	}
	fb := flatFile.Bytes()
	r, err := npy.NewReader(bytes.NewReader(fb))
	if err != nil {
		return nil, err
	}
	descr := strings.Trim(r.Header.Descr.Type, "'\"")
	if DType(t.Type) == "float16" {
		descr = "<f2"
	}
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr, Shape(t.Shape))
	// NumPy pads the header with spaces and a newline so that the data
	// starts at a multiple of 64.
	pad := 64 - (10+len(dict)+1)%64
	if pad == 64 {
		pad = 0
	}
	hdr := dict + strings.Repeat(" ", pad) + "\n"
	if len(hdr) > math.MaxUint16 {
		return nil, fmt.Errorf("%%%s: header too long for .npy format 1.0", t.Name)
	}
	out := make([]byte, 0, 10+len(hdr)+len(data))
	out = append(out, npy.Magic[:]...)
	out = append(out, 1, 0)
	out = binary.LittleEndian.AppendUint16(out, uint16(len(hdr)))
	out = append(out, hdr...)
	out = append(out, data...)
	return out, nil
}

func put(b []byte, size int, v uint64) {
	switch size {
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	}
}
