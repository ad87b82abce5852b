package elfobj

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/vmihailenco/msgpack/v5"
	"go.yaml.in/yaml/v3"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A node is one value of the metadata document, typed as llvm-mc types a
// YAML scalar (docs/reference/amdgpu.md §7.6): an unsigned or a signed
// integer, a boolean, nil (what llvm-mc-19 writes for a scalar that reads
// as a floating-point number), a string, an array or a map.
type node struct {
	kind kind
	u    uint64
	i    int64
	b    bool
	f    float64
	s    string
	arr  []*node
	keys []*node // map: keys sorted as llvm-mc orders them, vals in step
	vals []*node
}

type kind uint8

// The kinds, in the order llvm-mc orders map keys of different kinds.
const (
	kInt kind = iota
	kUInt
	kNil
	kBool
	kFloat // written as nil in the note
	kString
	kArray
	kMap
)

// MetadataMsgpack converts the YAML text of an .amdgpu_metadata block
// (src, starting at pos) to the msgpack document llvm-mc writes in the
// NT_AMDGPU_METADATA note: scalars typed as llvm-mc types them, map keys
// sorted, the shortest msgpack encodings (docs/reference/amdgpu.md §7.6).
// Errors carry the position of the YAML node, or end (just after the
// .end_amdgpu_metadata line) for a document LLVM's verifier rejects.
func MetadataMsgpack(src string, pos, end amdgcn.Pos) ([]byte, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(strings.NewReader(src))
	if err := dec.Decode(&doc); err != nil {
		return nil, &DescriptorError{Pos: pos, Msg: "invalid HSA metadata: " + err.Error()}
	}
	var extra yaml.Node
	if dec.Decode(&extra) == nil {
		return nil, nodeErr(pos, &extra, "invalid HSA metadata: more than one YAML document")
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, &DescriptorError{Pos: pos, Msg: "invalid HSA metadata: empty document"}
	}
	n, err := convert(pos, doc.Content[0])
	if err != nil {
		return nil, err
	}
	if err := verify(end, n); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	if err := n.encode(enc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// nodeErr positions an error at a YAML node of the block starting at pos
// (the block's YAML starts on the line after the directive).
func nodeErr(pos amdgcn.Pos, y *yaml.Node, format string, args ...any) error {
	p := pos
	if y.Line > 0 {
		p.Line, p.Col = pos.Line+y.Line, y.Column
	}
	return &DescriptorError{Pos: p, Msg: fmt.Sprintf(format, args...)}
}

func convert(pos amdgcn.Pos, y *yaml.Node) (*node, error) {
	if y.Anchor != "" || y.Kind == yaml.AliasNode {
		return nil, nodeErr(pos, y, "invalid HSA metadata: YAML anchors and aliases are not supported")
	}
	switch y.Kind {
	case yaml.ScalarNode:
		if y.Style&yaml.TaggedStyle != 0 {
			return taggedScalar(pos, y)
		}
		return scalar(y.Value), nil
	case yaml.SequenceNode:
		n := &node{kind: kArray}
		for _, c := range y.Content {
			e, err := convert(pos, c)
			if err != nil {
				return nil, err
			}
			n.arr = append(n.arr, e)
		}
		return n, nil
	case yaml.MappingNode:
		n := &node{kind: kMap}
		for i := 0; i+1 < len(y.Content); i += 2 {
			kn, vn := y.Content[i], y.Content[i+1]
			if kn.Kind != yaml.ScalarNode {
				return nil, nodeErr(pos, kn, "invalid HSA metadata: a map key must be a scalar")
			}
			if kn.Anchor != "" {
				return nil, nodeErr(pos, kn, "invalid HSA metadata: YAML anchors and aliases are not supported")
			}
			k := scalar(kn.Value) // a key's tag changes nothing (llvm-mc-19)
			v, err := convert(pos, vn)
			if err != nil {
				return nil, err
			}
			for _, old := range n.keys {
				if !less(old, k) && !less(k, old) {
					return nil, nodeErr(pos, kn, "invalid HSA metadata: duplicated mapping key '%s'", kn.Value)
				}
			}
			n.keys, n.vals = append(n.keys, k), append(n.vals, v)
		}
		idx := make([]int, len(n.keys))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return less(n.keys[idx[a]], n.keys[idx[b]]) })
		keys, vals := make([]*node, len(idx)), make([]*node, len(idx))
		for i, j := range idx {
			keys[i], vals[i] = n.keys[j], n.vals[j]
		}
		n.keys, n.vals = keys, vals
		return n, nil
	}
	return nil, nodeErr(pos, y, "invalid HSA metadata: unexpected YAML node")
}

// less orders map keys as llvm-mc does: by kind, then by value.
func less(a, b *node) bool {
	if a.kind != b.kind {
		return a.kind < b.kind
	}
	switch a.kind {
	case kInt:
		return a.i < b.i
	case kUInt:
		return a.u < b.u
	case kBool:
		return !a.b && b.b
	case kFloat:
		return a.f < b.f
	case kString:
		return a.s < b.s
	}
	return false
}

// scalar types a YAML scalar as llvm-mc does: an unsigned integer, else a
// signed one, else a boolean, else a floating-point number, else a string
// (docs/reference/amdgpu.md §7.6).
func scalar(s string) *node {
	if u, ok := parseUint(s); ok {
		return &node{kind: kUInt, u: u}
	}
	if strings.HasPrefix(s, "-") {
		if u, ok := parseUint(s[1:]); ok && u <= 1<<63 {
			return &node{kind: kInt, i: int64(-u)}
		}
	}
	switch s {
	case "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON":
		return &node{kind: kBool, b: true}
	case "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF":
		return &node{kind: kBool}
	}
	if isFloat(s) {
		f, _ := strconv.ParseFloat(s, 64) // "" is 0, as strtod has it
		return &node{kind: kFloat, f: f}
	}
	return &node{kind: kString, s: s}
}

// taggedScalar types a scalar with an explicit tag as llvm-mc-19 does
// (docs/reference/amdgpu.md §7.6): !!str is no tag at all; !int, !bool
// and !float must read as their kind (an error otherwise); !nil is nil
// whatever it says; every other tag (!str, !foo, !!int …) makes a string.
// (A tag on a sequence, a map or a map key changes nothing.)
func taggedScalar(pos amdgcn.Pos, y *yaml.Node) (*node, error) {
	n := scalar(y.Value)
	switch y.Tag {
	case "!!str":
		return n, nil
	case "!int":
		if n.kind != kUInt && n.kind != kInt {
			return nil, nodeErr(pos, y, "invalid HSA metadata: invalid number")
		}
		return n, nil
	case "!bool":
		if n.kind != kBool {
			return nil, nodeErr(pos, y, "invalid HSA metadata: invalid boolean")
		}
		return n, nil
	case "!float":
		if !isFloat(y.Value) {
			return nil, nodeErr(pos, y, "invalid HSA metadata: invalid floating point number")
		}
		f, _ := strconv.ParseFloat(y.Value, 64)
		return &node{kind: kFloat, f: f}, nil
	case "!nil":
		return &node{kind: kNil}, nil
	}
	return &node{kind: kString, s: y.Value}, nil
}

// parseUint reads an unsigned integer with the radix prefixes llvm-mc
// senses: 0x/0X, 0b/0B, 0o, a leading 0 (octal), else decimal.
func parseUint(s string) (uint64, bool) {
	base := 10
	switch {
	case len(s) > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, s = 16, s[2:]
	case len(s) > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0' && s[1] == 'o':
		base, s = 8, s[2:]
	case len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9':
		base, s = 8, s[1:]
	}
	if s == "" {
		return 0, false
	}
	for _, c := range s {
		d := 36
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'z':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			d = int(c-'A') + 10
		}
		if d >= base {
			return 0, false
		}
	}
	u, err := strconv.ParseUint(s, base, 64)
	return u, err == nil
}

// isFloat reports whether s reads whole as a C strtod number; the empty
// string does (strtod reads nothing and stops at its end), as llvm-mc-19
// has it.
func isFloat(s string) bool {
	if s == "" {
		return true
	}
	if strings.ContainsRune(s, '_') {
		return false
	}
	t := strings.TrimLeft(s, "+-")
	if len(s)-len(t) > 1 {
		return false
	}
	switch strings.ToLower(t) {
	case "inf", "infinity", "nan":
		return true
	}
	f, err := strconv.ParseFloat(s, 64)
	return err == nil || math.IsInf(f, 0) && strings.Contains(err.Error(), "range")
}

func (n *node) encode(e *msgpack.Encoder) error {
	switch n.kind {
	case kUInt:
		return e.EncodeUint(n.u)
	case kInt:
		return e.EncodeInt(n.i)
	case kBool:
		return e.EncodeBool(n.b)
	case kNil, kFloat:
		return e.EncodeNil()
	case kString:
		return e.EncodeString(n.s)
	case kArray:
		if err := e.EncodeArrayLen(len(n.arr)); err != nil {
			return err
		}
		for _, c := range n.arr {
			if err := c.encode(e); err != nil {
				return err
			}
		}
		return nil
	}
	if err := e.EncodeMapLen(len(n.keys)); err != nil {
		return err
	}
	for i, k := range n.keys {
		if err := k.encode(e); err != nil {
			return err
		}
		if err := n.vals[i].encode(e); err != nil {
			return err
		}
	}
	return nil
}

// get returns the value of the string key name in map n (nil if absent).
func (n *node) get(name string) *node {
	for i, k := range n.keys {
		if k.kind == kString && k.s == name {
			return n.vals[i]
		}
	}
	return nil
}

// verify checks the document as llvm-mc-19's HSA metadata verifier does
// (LLVM 19 AMDGPUMetadataVerifier, strict: a scalar must already have the
// kind a key asks for; docs/reference/amdgpu.md §7.6), reporting a
// rejection where llvm-mc does: just after the .end_amdgpu_metadata line.
func verify(end amdgcn.Pos, n *node) error {
	if !rootRules.check(n) {
		return &DescriptorError{Pos: end, Msg: "invalid HSA metadata"}
	}
	return nil
}

// An mdRule is what the verifier asks of one key of a map: present or
// not, and a check of its value.
type mdRule struct {
	key      string
	required bool
	check    func(*node) bool
}

type mdRules []mdRule

// check reports whether n is a map whose keys satisfy the rules (other
// keys are free).
func (rs mdRules) check(n *node) bool {
	if n.kind != kMap {
		return false
	}
	for _, r := range rs {
		v := n.get(r.key)
		if v == nil {
			if r.required {
				return false
			}
			continue
		}
		if !r.check(v) {
			return false
		}
	}
	return true
}

func mdInteger(n *node) bool { return coerce(n, kUInt, kInt) }
func mdString(n *node) bool  { return n.kind == kString }
func mdBool(n *node) bool    { return coerce(n, kBool, kBool) }

// coerce reports whether n is of kind a or b; a string (a tagged scalar:
// untagged ones are typed already) is retyped as an untagged scalar and
// rewritten in place when that makes it one, as LLVM's verifier does in
// the mode llvm-mc-19 runs it (docs/reference/amdgpu.md §7.6).
func coerce(n *node, a, b kind) bool {
	if n.kind == a || n.kind == b {
		return true
	}
	if n.kind != kString {
		return false
	}
	if t := scalar(n.s); t.kind == a || t.kind == b {
		*n = *t
		return true
	}
	return false
}

func mdOneOf(words ...string) func(*node) bool {
	return func(n *node) bool { return n.kind == kString && slices.Contains(words, n.s) }
}

func mdArray(size int, elem func(*node) bool) func(*node) bool {
	return func(n *node) bool {
		if n.kind != kArray || size >= 0 && len(n.arr) != size {
			return false
		}
		for _, e := range n.arr {
			if !elem(e) {
				return false
			}
		}
		return true
	}
}

var (
	mdAccess = mdOneOf("read_only", "write_only", "read_write")
	argRules = mdRules{
		{".name", false, mdString},
		{".type_name", false, mdString},
		{".size", true, mdInteger},
		{".offset", true, mdInteger},
		{".value_kind", true, mdOneOf("by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
			"hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z",
			"hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z",
			"hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
			"hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_grid_dims",
			"hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_heap_v1", "hidden_default_queue",
			"hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_dynamic_lds_size",
			"hidden_private_base", "hidden_shared_base", "hidden_queue_ptr")},
		{".pointee_align", false, mdInteger},
		{".address_space", false, mdOneOf("private", "global", "constant", "local", "generic", "region")},
		{".access", false, mdAccess},
		{".actual_access", false, mdAccess},
		{".is_const", false, mdBool},
		{".is_restrict", false, mdBool},
		{".is_volatile", false, mdBool},
		{".is_pipe", false, mdBool},
	}
	kernelRules = mdRules{
		{".name", true, mdString},
		{".symbol", true, mdString},
		{".language", false, mdOneOf("OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler")},
		{".language_version", false, mdArray(2, mdInteger)},
		{".args", false, mdArray(-1, argRules.check)},
		{".reqd_workgroup_size", false, mdArray(3, mdInteger)},
		{".workgroup_size_hint", false, mdArray(3, mdInteger)},
		{".vec_type_hint", false, mdString},
		{".device_enqueue_symbol", false, mdString},
		{".kernarg_segment_size", true, mdInteger},
		{".group_segment_fixed_size", true, mdInteger},
		{".private_segment_fixed_size", true, mdInteger},
		{".uses_dynamic_stack", false, mdBool},
		{".workgroup_processor_mode", false, mdInteger},
		{".kernarg_segment_align", true, mdInteger},
		{".wavefront_size", true, mdInteger},
		{".sgpr_count", true, mdInteger},
		{".vgpr_count", true, mdInteger},
		{".max_flat_workgroup_size", true, mdInteger},
		{".sgpr_spill_count", false, mdInteger},
		{".vgpr_spill_count", false, mdInteger},
		{".uniform_work_group_size", false, mdInteger},
	}
	rootRules = mdRules{
		{"amdhsa.version", true, mdArray(2, mdInteger)},
		{"amdhsa.printf", false, mdArray(-1, mdString)},
		{"amdhsa.kernels", true, mdArray(-1, kernelRules.check)},
	}
)
