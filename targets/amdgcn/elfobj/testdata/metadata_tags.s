; gfx1100
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.globl	zeta
	.p2align	8
	.type	zeta,@function
zeta:
	s_nop 0
loop:
	s_endpgm
.Lfunc_end0:
	.size	zeta, .Lfunc_end0-zeta
	.globl	alpha
	.p2align	8
	.type	alpha,@function
alpha:
	s_endpgm
.Lfunc_end1:
	.size	alpha, .Lfunc_end1-alpha
	.rodata
	.p2align	6
	.amdhsa_kernel zeta
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	.amdhsa_kernel alpha
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 100
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: zeta
    .symbol: zeta.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 32
    .sgpr_count: 1
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    x.str_num: !str 12
    x.str_word: !str word
    x.yaml_str_num: !!str 12
    x.yaml_str_word: !!str word
    x.int_hex: !int 0x10
    x.int_neg: !int -7
    x.yaml_int: !!int 3
    x.nil_word: !nil anything
    x.nil_empty: !nil ""
    x.bool_yes: !bool yes
    x.bool_false: !bool false
    x.float: !float 2.5
    x.float_int: !float 3
    x.other_tag: !foo 5
    x.seq: !foo [1, two]
    x.map: !bar {k: 1}
    !str 9: nine
    !int 10: ten
    !bool 11: eleven
  - .name: alpha
    .symbol: alpha.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 32
    .sgpr_count: 1
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
amdhsa.version:
  - !str 1
  - !foo 2
...
	.end_amdgpu_metadata
